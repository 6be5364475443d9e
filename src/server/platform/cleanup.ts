// Finished jobs and kept mail do not pile up forever: every copy of the store deletes, now
// and then, finished jobs (done, or failed for good) and mail copies older than the set ages
// (JOBS_RETENTION_DAYS, MAIL_RETENTION_DAYS). Each DELETE takes a bounded batch of rows it
// can lock at once (SKIP LOCKED), so copies running it at the same time share the work
// instead of waiting on each other, and deleting a row twice is impossible: harmless anywhere.
//
// Jobs still pending or running are never touched, whatever their age: a job that retries
// for days still has work to do. A job's age is counted from when it finished (updated_at).
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, mailMessages } from '../db/schema/jobs';
import type { Logger } from '../logger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per DELETE: short statements that never hold many locks for long. */
export const CLEANUP_BATCH = 1_000;
/** Batches per run at most; the rest waits for the next run (a first run on a big backlog). */
const MAX_BATCHES_PER_RUN = 50;
const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;
/** The first run waits a little, so a starting store serves first. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/** Deletes up to `limit` finished jobs that finished before `before`; returns how many. */
export async function deleteFinishedJobs(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.updatedAt, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
  return deleted.length;
}

/** Deletes up to `limit` kept mails written before `before`; returns how many. */
export async function deleteKeptMail(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(lt(mailMessages.createdAt, before))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(mailMessages)
    .where(inArray(mailMessages.id, batch))
    .returning({ id: mailMessages.id });
  return deleted.length;
}

async function deleteInBatches(
  remove: (limit: number) => Promise<number>,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (let round = 0; round < MAX_BATCHES_PER_RUN; round++) {
    const deleted = await remove(batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}

export interface CleanupOptions {
  db: Db;
  jobsRetentionDays: number;
  mailRetentionDays: number;
  clock: () => Date;
  logger: Logger;
  /** Time between runs (default an hour). */
  intervalMs?: number;
  batchSize?: number;
}

export interface Cleanup {
  /** Deletes what is old enough now; resolves to the rows deleted. */
  runOnce(): Promise<{ jobs: number; mail: number }>;
  /** Runs a minute after start, then every interval; a failed run is logged and retried next time. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createCleanup(options: CleanupOptions): Cleanup {
  const { db, clock, logger } = options;
  const batchSize = options.batchSize ?? CLEANUP_BATCH;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce() {
    const now = clock().getTime();
    const jobsBefore = new Date(now - options.jobsRetentionDays * DAY_MS);
    const mailBefore = new Date(now - options.mailRetentionDays * DAY_MS);
    const deleted = {
      jobs: await deleteInBatches((limit) => deleteFinishedJobs(db, jobsBefore, limit), batchSize),
      mail: await deleteInBatches((limit) => deleteKeptMail(db, mailBefore, limit), batchSize),
    };
    if (deleted.jobs > 0 || deleted.mail > 0) {
      logger.info(deleted, 'deleted old finished jobs and kept mail');
    }
    return deleted;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => logger.warn({ err: error }, 'cleaning old jobs and mail failed'))
        .finally(() => {
          running = null;
          if (timer) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!timer) schedule(Math.min(FIRST_RUN_DELAY_MS, intervalMs));
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
