// How a job worker (jobs-worker.ts) holds the jobs it runs: a claim is the row set `running`
// with its attempt counted and a lock until a time on the database's clock. Another worker
// may take a job again once that time has passed, so a claim is renewed while its jobs run.
import { and, eq, getTableColumns, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs, type JobRow } from '../db/schema/jobs';
import type { Logger } from '../logger';

const lockUntil = (lockMs: number) =>
  sql`now() + ${lockMs}::double precision * interval '1 millisecond'`;

/** A job in a worker's hands: its row as claimed (this attempt counted). */
export interface ClaimedJob extends JobRow {
  /** The attempt started after the job's give-up time: its failure is final (decision 044). */
  finalAttempt: boolean;
}

/**
 * Takes the oldest due jobs, up to `batchSize`, and reserves them for `lockMs`. Due are the
 * pending jobs whose time has come and the running ones whose worker's lock ran out (it
 * crashed). Each kind is read on its own, in due order from the jobs_due_idx index, so a claim
 * reads about `batchSize` rows however many jobs wait: one condition with an OR made the
 * database fetch and sort every due job for each batch, and a backlog of thousands (the mail of
 * a burst of orders) cost milliseconds per claim (docs/decisions/058).
 */
export async function claimDueJobs(
  tx: DbOrTx,
  batchSize: number,
  lockMs: number,
): Promise<ClaimedJob[]> {
  const oldestDue = (condition: SQL | undefined) =>
    tx
      .select({ id: jobs.id, runAt: jobs.runAt })
      .from(jobs)
      .where(condition)
      .orderBy(jobs.runAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
  const pending = oldestDue(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)));
  const lockExpired = oldestDue(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)));
  const due = sql`with pending as (${pending}), lock_expired as (${lockExpired})
    select id from (select * from pending union all select * from lock_expired) due
    order by run_at limit ${batchSize}`;
  const rows = await tx
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: lockUntil(lockMs),
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} in (${due})`)
    // The due time to the microsecond (a Date keeps milliseconds): jobs queued together are
    // a microsecond apart (enqueueJobBatch).
    .returning({
      ...getTableColumns(jobs),
      dueMicros: sql<string>`(extract(epoch from ${jobs.runAt}) * 1000000)::bigint::text`,
      finalAttempt: sql<boolean>`${jobs.giveUpAt} <= now()`,
    });
  // The order they came due in (UPDATE ... RETURNING keeps no order).
  return rows
    .sort((a, b) =>
      BigInt(a.dueMicros) < BigInt(b.dueMicros) ? -1 : a.dueMicros === b.dueMicros ? 0 : 1,
    )
    .map(({ dueMicros: _dueMicros, ...job }) => job);
}

/**
 * Only the worker holding the claim may settle a job: if this attempt outlived its lock and
 * another worker took the job again, `attempts` moved on and the update skips that row.
 */
export function ownClaims(claimed: readonly JobRow[]) {
  const pairs = sql.join(
    claimed.map((job) => sql`(${job.id}::uuid, ${job.attempts}::integer)`),
    sql`, `,
  );
  return and(eq(jobs.status, 'running'), sql`(${jobs.id}, ${jobs.attempts}) in (${pairs})`);
}

/**
 * Renews the claim on `claimed` every half lock until the returned function is called: a batch
 * of mails behind a slow mail server may take longer than one lock. A renewal that fails only
 * leaves the lock to run out, as it would have without one.
 */
export function holdClaims(
  db: Db,
  claimed: readonly JobRow[],
  lockMs: number,
  logger: Logger,
): () => void {
  const timer = setInterval(() => {
    db.update(jobs)
      .set({ lockedUntil: lockUntil(lockMs) })
      .where(ownClaims(claimed))
      .then(
        () => undefined,
        (error: unknown) =>
          logger.warn({ err: error }, 'could not renew the claim of running jobs'),
      );
  }, lockMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
