// Durable background work (mail, push): a row in `jobs`, written in the caller's transaction,
// so the work exists exactly when the data that asked for it was committed. A worker in every
// app instance claims due rows with row locks (FOR UPDATE SKIP LOCKED), so several instances
// can work the same table, and retries failures with exponential backoff. A worker that dies
// mid-job leaves the row `running`; once its lock expires another worker takes it again.
//
// Delivery is at least once: a process killed between a successful send and marking the job
// done sends that message again after the lock expires. Handlers should keep well inside
// `lockMs` (the mailer's SMTP timeouts do) so a slow attempt is not taken by a second worker.
//
// Time: every due / lock / backoff decision uses the database's now(), never the app's clock.
// The database is the one clock all instances share (their own clocks may drift apart), and
// the app clock can be frozen in tests of time-dependent rules, which must not stop jobs
// (queued with run_at = now() by the database) from ever coming due. Tests move a job's time
// by setting its run_at / locked_until in the past.
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { commitEachTransaction, type GroupCommit } from '../db/group-commit';
import { jobs, type JobRow } from '../db/schema/jobs';
import { scrubEmails, type Logger } from '../logger';
import { MailMessageSchema, type MailMessage, type Mailer } from './mail';

export const MAIL_SEND = 'mail.send';

/** First retry after 5 s, then 10 s, 20 s, ... never more than an hour apart. */
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
const LAST_ERROR_MAX_LENGTH = 2_000;

export interface EnqueueOptions {
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** Not before this long after the database's now() (a deadline that must not follow a frozen app clock). */
  delayMs?: number;
  /** Attempts before the job is marked failed (default 8: about 10 minutes of retries). */
  maxAttempts?: number;
}

/** One job to queue: its kind, payload and timing (see enqueueJobBatch). */
export interface JobSpec {
  kind: string;
  payload: unknown;
  options?: EnqueueOptions;
}

function jobValues({ kind, payload, options = {} }: JobSpec) {
  return {
    kind,
    payload,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.delayMs !== undefined
      ? { runAt: sql`now() + ${options.delayMs}::double precision * interval '1 millisecond'` }
      : {}),
    ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
  };
}

/** Queues a job in the caller's transaction: it commits with their data, or not at all. Returns its id. */
export async function enqueueJob(
  tx: DbOrTx,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string> {
  const [row] = await tx
    .insert(jobs)
    .values(jobValues({ kind, payload, options }))
    .returning({ id: jobs.id });
  if (!row) throw new Error(`Queueing a ${kind} job returned no row`);
  return row.id;
}

/**
 * Queues several jobs of any kinds in the caller's transaction with one INSERT (an order's
 * mails, push and payment deadline are one statement, not one each).
 */
export async function enqueueJobBatch(tx: DbOrTx, specs: readonly JobSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await tx.insert(jobs).values(specs.map(jobValues));
}

/** Rows per INSERT when queueing many jobs: well under Postgres' 65,535 bind parameters. */
const ENQUEUE_BATCH = 500;

export interface EnqueueManyOptions {
  /**
   * The n-th job comes due n x spacingMs after now (the database's clock): a long run of jobs
   * (a campaign) goes out at a steady pace, and a job queued meanwhile (an order's mail) is
   * due before most of them instead of waiting behind all of them.
   */
  spacingMs?: number;
  maxAttempts?: number;
}

/**
 * Queues one job per payload in the caller's transaction, a few hundred rows per INSERT (a
 * campaign to thousands of subscribers is a handful of statements, not a loop of them).
 */
export async function enqueueJobs(
  tx: DbOrTx,
  kind: string,
  payloads: readonly unknown[],
  options: EnqueueManyOptions = {},
): Promise<number> {
  const spacingMs = options.spacingMs ?? 0;
  for (let start = 0; start < payloads.length; start += ENQUEUE_BATCH) {
    await tx.insert(jobs).values(
      payloads.slice(start, start + ENQUEUE_BATCH).map((payload, offset) => ({
        kind,
        payload,
        ...(spacingMs > 0
          ? {
              runAt: sql`now() + ${(start + offset) * spacingMs}::double precision * interval '1 millisecond'`,
            }
          : {}),
        ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
      })),
    );
  }
  return payloads.length;
}

/** An e-mail to queue (enqueueJobBatch). */
export function mailJob(message: MailMessage): JobSpec {
  return { kind: MAIL_SEND, payload: message };
}

/** Queues an e-mail; the worker sends it after the transaction commits (call `worker.wake()` then). */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<string> {
  return enqueueJob(tx, MAIL_SEND, message);
}

/** A failure that retrying cannot fix (a malformed payload): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobContext {
  job: Pick<JobRow, 'id' | 'kind' | 'attempts' | 'maxAttempts'>;
  logger: Logger;
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export function mailJobHandlers(mailer: Mailer): Record<string, JobHandler> {
  return {
    [MAIL_SEND]: async (payload) => {
      const parsed = MailMessageSchema.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Invalid mail.send payload: ${parsed.error.message}`);
      }
      await mailer.send(parsed.data);
    },
  };
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  /** How often an idle worker looks for due jobs (default 1 s); `wake()` skips the wait. */
  pollIntervalMs?: number;
  /** How long a claimed job is reserved before another worker may take it (default 60 s). */
  lockMs?: number;
  /** Jobs this worker runs at the same time (default 1). */
  concurrency?: number;
  /**
   * How claims and outcomes reach the disk: on the embedded database they are flushed in a
   * group (db/group-commit.ts), a fraction of a second later at most. A claim or outcome lost
   * to a crash only runs the job again, which delivery at least once allows.
   */
  commits?: GroupCommit;
}

export interface JobWorker {
  /** Starts polling; idempotent. */
  start(): void;
  /** Stops taking jobs and resolves once the jobs in hand are finished. */
  stop(): Promise<void>;
  /** Claims and runs every job due now (until none is left); resolves to how many it ran. */
  runDueJobs(): Promise<number>;
  /** Look for jobs soon rather than at the next poll; call after committing a transaction that queued some. */
  wake(): void;
}

/** The delay before the retry that follows attempt number `attempts` (1-based). */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LAST_ERROR_MAX_LENGTH);
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const lockMs = options.lockMs ?? 60_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const commits = options.commits ?? commitEachTransaction;

  let stopping = false;
  let loop: Promise<void> | null = null;
  /** Every runDueJobs in progress (the loop's and direct calls), so stop() can wait for them. */
  const inFlight = new Set<Promise<number>>();
  let wakeRequested = false;
  let interruptSleep: (() => void) | null = null;

  /** Takes the oldest due job, if any, and reserves it for lockMs. */
  async function claimOne(tx: DbOrTx): Promise<JobRow | null> {
    const due = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + ${lockMs}::double precision * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return row ?? null;
  }

  /**
   * Only the worker holding the claim may settle the job: if this attempt outlived its lock
   * and another worker took the job again, `attempts` moved on and this update matches nothing.
   */
  function ownClaim(job: JobRow) {
    return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
  }

  async function settle(tx: DbOrTx, job: JobRow, error: unknown): Promise<void> {
    if (error === undefined) {
      await tx
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, updatedAt: sql`now()` })
        .where(ownClaim(job));
      return;
    }
    const lastError = errorMessage(error);
    if (!(error instanceof PermanentJobError) && job.attempts < job.maxAttempts) {
      const delayMs = backoffMs(job.attempts);
      await tx
        .update(jobs)
        .set({
          status: 'pending',
          runAt: sql`now() + ${delayMs}::double precision * interval '1 millisecond'`,
          lockedUntil: null,
          lastError,
          updatedAt: sql`now()`,
        })
        .where(ownClaim(job));
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delayMs, err: error },
        'job failed; will retry',
      );
      return;
    }
    await tx
      .update(jobs)
      .set({ status: 'failed', lockedUntil: null, lastError, updatedAt: sql`now()` })
      .where(ownClaim(job));
    logger.error(
      // A mail server's refusal names its recipient.
      { jobId: job.id, kind: job.kind, attempts: job.attempts, lastError: scrubEmails(lastError) },
      'job failed for good',
    );
  }

  /** Runs the job's handler; resolves to its failure, undefined when it succeeded. */
  async function runOne(job: JobRow): Promise<unknown> {
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    try {
      if (!handler) throw new PermanentJobError(`No handler for job kind "${job.kind}"`);
      await handler(job.payload, {
        job: { id: job.id, kind: job.kind, attempts: job.attempts, maxAttempts: job.maxAttempts },
        logger,
      });
      return undefined;
    } catch (error) {
      // A throw of `undefined` is still a failure.
      return error ?? new Error('Job handler threw without an error');
    }
  }

  /**
   * One lane: claim, run, repeat until nothing is due or the worker stops. A job's outcome and
   * the claim of the next one are one write (one commit instead of two per job).
   */
  async function drain(): Promise<number> {
    let count = 0;
    let job = stopping ? null : await commits.unsynced(db, claimOne);
    while (job) {
      const ran: JobRow = job;
      // The job may be an order's mail: it goes out only once that order is on the disk.
      await commits.deferredDurable();
      const failure = await runOne(ran);
      count++;
      job = await commits.unsynced(db, async (tx) => {
        await settle(tx, ran, failure);
        return stopping ? null : claimOne(tx);
      });
    }
    return count;
  }

  function runDueJobs(): Promise<number> {
    // allSettled: when one lane fails the others still finish their job before this settles,
    // so stop() never returns while a job is in hand.
    const run = Promise.allSettled(Array.from({ length: concurrency }, drain)).then((lanes) => {
      const failed = lanes.find((lane) => lane.status === 'rejected');
      if (failed) throw failed.reason;
      return lanes.reduce((sum, lane) => sum + (lane.status === 'fulfilled' ? lane.value : 0), 0);
    });
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interruptSleep = null;
        resolve();
      }
      interruptSleep = done;
    });
  }

  async function pollLoop(): Promise<void> {
    let consecutiveErrors = 0;
    while (!stopping) {
      wakeRequested = false;
      try {
        await runDueJobs();
        consecutiveErrors = 0;
      } catch (error) {
        // Database unreachable or similar: keep the process up and try again, backing off.
        consecutiveErrors++;
        logger.error({ err: error }, 'job worker could not reach the job table; will retry');
      }
      if (stopping) break;
      if (wakeRequested && consecutiveErrors === 0) continue;
      const waitMs =
        consecutiveErrors === 0
          ? pollIntervalMs
          : Math.min(pollIntervalMs * 2 ** consecutiveErrors, 30_000);
      await sleep(waitMs);
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      loop = pollLoop();
    },
    async stop() {
      stopping = true;
      interruptSleep?.();
      await loop;
      loop = null;
      await Promise.allSettled([...inFlight]);
    },
    runDueJobs,
    wake() {
      wakeRequested = true;
      interruptSleep?.();
    },
  };
}
