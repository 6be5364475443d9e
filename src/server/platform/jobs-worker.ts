// The worker that runs queued jobs (jobs.ts). A worker in every app instance claims due rows
// with row locks (FOR UPDATE SKIP LOCKED), so several instances can work the same table, and
// retries failures with exponential backoff. A worker that dies mid-job leaves the row
// `running`; once its lock expires another worker takes it again.
//
// Jobs are claimed and run in batches (docs/decisions/035): one statement claims up to
// `batchSize` due jobs and their handlers run side by side. Each job is settled as soon as its
// handler is done (docs/decisions/045), so a crash mid-batch sends again only the jobs still in
// hand, not the batch's delivered mail; jobs that finish within SETTLE_GATHER_MS of each other,
// or while a settle is being written, share one, and the write that settles a batch's last job
// also claims the next batch. The
// embedded database runs one statement at a time for the whole process, so every statement the
// worker saves is one a checkout does not wait behind.
//
// A failure is retried with exponential backoff until the job's give-up time (72 hours for mail:
// docs/decisions/044); the attempt that starts after it is the last.
//
// Time: every due / lock / backoff decision uses the database's now(), never the app's clock.
// The database is the one clock all instances share (their own clocks may drift apart), and
// the app clock can be frozen in tests of time-dependent rules, which must not stop jobs
// (queued with run_at = now() by the database) from ever coming due. Tests move a job's time
// by setting its run_at / locked_until in the past.
import type { Db, DbOrTx } from '../db/client';
import { commitEachTransaction, type GroupCommit } from '../db/group-commit';
import type { Logger } from '../logger';
import { claimDueJobs, holdClaims, type ClaimedJob } from './job-claims';
import { settleOutcomes, type Outcome } from './job-settlement';
import { PermanentJobError, type JobHandler } from './jobs';

/**
 * How long a finished job waits for others of its batch to share its settle: a batch of mail kept
 * in the database finishes within a few milliseconds; one sent to a mail server, one by one.
 */
const SETTLE_GATHER_MS = 10;

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  /** How often an idle worker looks for due jobs (default 1 s); `wake()` cuts the wait short. */
  pollIntervalMs?: number;
  /**
   * How long after `wake()` the worker looks (default 20 ms): the jobs of the orders placed
   * meanwhile join the same batch instead of each waking a batch of their own.
   */
  wakeDelayMs?: number;
  /**
   * How long a claimed batch is reserved before another worker may take it (default 60 s): the
   * time a crashed worker's jobs wait before they run again.
   */
  lockMs?: number;
  /** Batches this worker runs at the same time (default 1). */
  concurrency?: number;
  /**
   * Jobs claimed at once, their handlers run side by side (default 16). The claim is renewed
   * every half `lockMs` while the batch runs (the mailer's SMTP pool sends two at a time).
   */
  batchSize?: number;
  /**
   * How claims and outcomes reach the disk: on the embedded database they are flushed in a
   * group (db/group-commit.ts), a fraction of a second later at most. A claim or outcome lost
   * to a crash only runs the jobs it covered again (those that finished in that fraction of a
   * second), which delivery at least once allows.
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

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const lockMs = options.lockMs ?? 60_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const batchSize = Math.max(1, options.batchSize ?? 16);
  const wakeDelayMs = Math.max(0, options.wakeDelayMs ?? 20);
  const commits = options.commits ?? commitEachTransaction;

  let stopping = false;
  let loop: Promise<void> | null = null;
  /** Every runDueJobs in progress (the loop's and direct calls), so stop() can wait for them. */
  const inFlight = new Set<Promise<number>>();
  let wakeRequested = false;
  let interruptSleep: (() => void) | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  const claimBatch = (tx: DbOrTx) => claimDueJobs(tx, batchSize, lockMs);

  /** Runs the job's handler; resolves to its failure, undefined when it succeeded. */
  async function runOne(job: ClaimedJob): Promise<Outcome> {
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    try {
      if (!handler) throw new PermanentJobError(`No handler for job kind "${job.kind}"`);
      await handler(job.payload, {
        job: {
          id: job.id,
          kind: job.kind,
          attempts: job.attempts,
          finalAttempt: job.finalAttempt,
        },
        logger,
      });
      return { job, failure: undefined };
    } catch (error) {
      // A throw of `undefined` is still a failure.
      return { job, failure: error ?? new Error('Job handler threw without an error') };
    }
  }

  /**
   * Runs a claimed batch side by side and settles each job as soon as its handler is done: the
   * jobs that finish within SETTLE_GATHER_MS of each other, or while a settle is being written,
   * share a write, and the write that settles the batch's last job claims the next batch (one
   * commit instead of two). Resolves to that next batch.
   */
  async function runBatch(batch: readonly ClaimedJob[]): Promise<ClaimedJob[]> {
    let finished: Outcome[] = [];
    let running = batch.length;
    let unsettled = batch.length;
    let writeQueued = false;
    let gather: NodeJS.Timeout | null = null;
    let writes: Promise<ClaimedJob[]> = Promise.resolve([]);
    const write = () => {
      writeQueued = false;
      const outcomes = finished;
      finished = [];
      unsettled -= outcomes.length;
      const last = unsettled === 0;
      return commits.unsynced(db, async (tx) => {
        await settleOutcomes(tx, outcomes, logger);
        return last && !stopping ? claimBatch(tx) : [];
      });
    };
    const queueWrite = () => {
      if (gather) clearTimeout(gather);
      gather = null;
      if (writeQueued) return;
      writeQueued = true;
      // A write that fails leaves its jobs and the later ones to run again once their locks
      // expire; the batch then rejects (below) and the poll loop backs off.
      writes = writes.then(write);
      writes.catch(() => {});
    };
    await Promise.all(
      batch.map(async (job) => {
        const outcome = await runOne(job);
        finished.push(outcome);
        running--;
        if (running === 0) queueWrite();
        else if (!writeQueued) gather ??= setTimeout(queueWrite, SETTLE_GATHER_MS);
      }),
    );
    return writes;
  }

  /** One lane: claim a batch, run it, repeat until nothing is due or the worker stops. */
  async function drain(): Promise<number> {
    let count = 0;
    let batch = stopping ? [] : await commits.unsynced(db, claimBatch);
    while (batch.length > 0) {
      // The jobs may be an order's mail: they go out only once that order is on the disk.
      await commits.deferredDurable();
      // A slow mail server may hold a batch past its lock: the claim is renewed meanwhile, so
      // no other worker takes (and sends) the jobs still in hand.
      const release = holdClaims(db, batch, lockMs, logger);
      count += batch.length;
      batch = await runBatch(batch).finally(release);
    }
    return count;
  }

  function runDueJobs(): Promise<number> {
    // allSettled: when one lane fails the others still finish their jobs before this settles,
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
      // Woken while it ran: soon, with whatever else is queued by then.
      const waitMs =
        consecutiveErrors > 0
          ? Math.min(pollIntervalMs * 2 ** consecutiveErrors, 30_000)
          : wakeRequested
            ? wakeDelayMs
            : pollIntervalMs;
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
      if (wakeTimer) clearTimeout(wakeTimer);
      interruptSleep?.();
      await loop;
      loop = null;
      await Promise.allSettled([...inFlight]);
    },
    runDueJobs,
    wake() {
      wakeRequested = true;
      wakeTimer ??= setTimeout(() => {
        wakeTimer = null;
        interruptSleep?.();
      }, wakeDelayMs);
    },
  };
}
