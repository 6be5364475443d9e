// Durable background work (mail, push): a row in `jobs`, written in the caller's transaction,
// so the work exists exactly when the data that asked for it was committed. This file queues
// jobs and names their handlers; the worker that claims and runs them is jobs-worker.ts.
//
// A failing job is retried for a time, not a number of attempts (docs/decisions/044): 72 hours
// from when it came due unless its kind says otherwise (push: minutes), so a mail server that is
// down for a weekend loses no mail. Delivery is at least once: a process killed between a
// successful send and marking that job done sends that one message again after its lock
// expires (docs/decisions/045). While a batch runs its worker renews the lock (job-claims.ts),
// so a slow attempt is never taken by a second worker.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs, type JobRow } from '../db/schema/jobs';
import type { Logger } from '../logger';
import { isRefusedForGood, MailMessageSchema, type MailMessage, type Mailer } from './mail';

const HOUR_MS = 60 * 60 * 1000;
/** How long a failing job is retried unless its kind says otherwise (docs/decisions/044). */
export const RETRY_FOR_MS = 72 * HOUR_MS;

export const MAIL_SEND = 'mail.send';

export interface EnqueueOptions {
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** Not before this long after the database's now() (a deadline that must not follow a frozen app clock). */
  delayMs?: number;
  /**
   * How long after it comes due a failing job is still retried (default RETRY_FOR_MS, 72
   * hours); the attempt that starts after that is its last.
   */
  retryForMs?: number;
}

/** One job to queue: its kind, payload and timing (see enqueueJobBatch). */
export interface JobSpec {
  kind: string;
  payload: unknown;
  options?: EnqueueOptions;
}

/** `ms` after the database's now(). */
const fromNow = (ms: number): SQL =>
  sql`now() + ${ms}::double precision * interval '1 millisecond'`;

function jobValues({ kind, payload, options = {} }: JobSpec) {
  const retryForMs = options.retryForMs ?? RETRY_FOR_MS;
  if (options.runAt) {
    return {
      kind,
      payload,
      runAt: options.runAt,
      giveUpAt: new Date(options.runAt.getTime() + retryForMs),
    };
  }
  const delayMs = options.delayMs ?? 0;
  return {
    kind,
    payload,
    ...(options.delayMs !== undefined ? { runAt: fromNow(delayMs) } : {}),
    giveUpAt: fromNow(delayMs + retryForMs),
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
  await tx.insert(jobs).values(
    specs.map((spec, index) =>
      // Due a microsecond apart (now() is the same for the whole transaction): the worker,
      // which runs a batch side by side, still takes them in the order given (a shopper's mail
      // before the owner's notice).
      spec.options?.runAt || spec.options?.delayMs !== undefined || index === 0
        ? jobValues(spec)
        : {
            ...jobValues(spec),
            runAt: sql`now() + ${index}::integer * interval '1 microsecond'`,
          },
    ),
  );
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
  /** As EnqueueOptions.retryForMs, counted from each job's own due time. */
  retryForMs?: number;
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
  const retryForMs = options.retryForMs ?? RETRY_FOR_MS;
  for (let start = 0; start < payloads.length; start += ENQUEUE_BATCH) {
    await tx.insert(jobs).values(
      payloads.slice(start, start + ENQUEUE_BATCH).map((payload, offset) => {
        const delayMs = (start + offset) * spacingMs;
        return {
          kind,
          payload,
          ...(spacingMs > 0 ? { runAt: fromNow(delayMs) } : {}),
          giveUpAt: fromNow(delayMs + retryForMs),
        };
      }),
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

/**
 * A failure that retrying cannot fix (a malformed payload, a recipient the mail server refused
 * for good): the job fails at once.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A mail server's refusal as the job's failure: permanent when retrying cannot change it. */
export function sendFailure(error: unknown): unknown {
  return isRefusedForGood(error)
    ? new PermanentJobError(error instanceof Error ? error.message : String(error), {
        cause: error,
      })
    : error;
}

export interface JobContext {
  job: Pick<JobRow, 'id' | 'kind' | 'attempts'> & {
    /** This attempt started after the job's give-up time: if it fails, the job fails for good. */
    finalAttempt: boolean;
  };
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
      await mailer.send(parsed.data).catch((error: unknown) => {
        throw sendFailure(error);
      });
    },
  };
}
