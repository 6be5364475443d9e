// How a job worker (jobs-worker.ts) records what became of the jobs it ran: done, or failed and
// due again after a backoff, or failed for good once its give-up time has passed
// (docs/decisions/044). Only the worker holding a job's claim may settle it (job-claims.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { scrubEmails, type Logger } from '../logger';
import { ownClaims, type ClaimedJob } from './job-claims';
import { PermanentJobError } from './jobs';

/** First retry after 5 s, then 10 s, 20 s, ... never more than an hour apart. */
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
const LAST_ERROR_MAX_LENGTH = 2_000;

/** The delay before the retry that follows attempt number `attempts` (1-based). */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, LAST_ERROR_MAX_LENGTH);
}

/** A claimed job and how its handler ended: undefined when it succeeded. */
export interface Outcome {
  job: ClaimedJob;
  failure: unknown;
}

async function settleFailure(
  tx: DbOrTx,
  job: ClaimedJob,
  error: unknown,
  logger: Logger,
): Promise<void> {
  const lastError = errorMessage(error);
  if (!(error instanceof PermanentJobError) && !job.finalAttempt) {
    const delayMs = backoffMs(job.attempts);
    const [retry] = await tx
      .update(jobs)
      .set({
        status: 'pending',
        // Never after the give-up time: the attempt that starts then is the last.
        runAt: sql`least(now() + ${delayMs}::double precision * interval '1 millisecond', ${jobs.giveUpAt})`,
        lockedUntil: null,
        lastError,
        updatedAt: sql`now()`,
      })
      .where(ownClaims([job]))
      .returning({ runAt: jobs.runAt });
    logger.warn(
      { jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt: retry?.runAt, err: error },
      'job failed; will retry',
    );
    return;
  }
  await tx
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError, updatedAt: sql`now()` })
    .where(ownClaims([job]));
  logger.error(
    // A mail server's refusal names its recipient.
    { jobId: job.id, kind: job.kind, attempts: job.attempts, lastError: scrubEmails(lastError) },
    'job failed for good',
  );
}

/** The successes in one statement; a failure (rare) in one each, for its own backoff. */
export async function settleOutcomes(
  tx: DbOrTx,
  outcomes: readonly Outcome[],
  logger: Logger,
): Promise<void> {
  const done = outcomes.filter((outcome) => outcome.failure === undefined);
  if (done.length > 0) {
    await tx
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, updatedAt: sql`now()` })
      .where(ownClaims(done.map((outcome) => outcome.job)));
  }
  for (const { job, failure } of outcomes) {
    if (failure !== undefined) await settleFailure(tx, job, failure, logger);
  }
}
