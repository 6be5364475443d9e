// The owner's outbox (DECISIONS: "Mail is never dropped in silence"; docs/decisions/044): the
// mail jobs that were tried and have not gone out. Delayed ones (failed at least once, still
// retried by the worker) and failed ones (given up), with what the mail server last answered.
// The owner may send them again at once (Retry, Retry all) and drop a failed one (Discard).
//
// Which job kinds are mail is the wiring's to say (job-handlers.ts); every mail job's payload
// names its recipient and subject (`to`, `subject`), which is what the outbox shows.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { RETRY_FOR_MS } from './jobs';

/**
 * Retry all sends the messages ten a second, the campaigns' pace (what mail providers accept
 * from one sender), in the order they were queued.
 */
export const RETRY_ALL_SPACING_MS = 100;

/** An e-mail in the outbox. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  state: 'delayed' | 'sending' | 'failed';
  queuedAt: Date;
  attempts: number;
  lastError: string | null;
  nextTryAt: Date | null;
  retryUntil: Date;
}

export interface MailOutbox {
  /** Newest first; `before` (an entry's id) continues after that entry: the next page. */
  list(options: { limit: number; before?: string }): Promise<OutboxEntry[]>;
  counts(): Promise<{ delayed: number; failed: number }>;
  /** Due at once (and retried for another 72 hours); false when it is not waiting in the outbox. */
  retry(id: string): Promise<boolean>;
  /** Every delayed and failed e-mail, due one after the other; resolves to how many. */
  retryAll(): Promise<number>;
  /** Deletes a failed e-mail: it is never sent. False when there is no failed e-mail with this id. */
  discard(id: string): Promise<boolean>;
}

/**
 * In the outbox: tried and not done. The same condition as the partial index jobs_outbox_idx,
 * so the database reads the outbox from that index, not from every job it keeps.
 */
const inOutbox = sql`(${jobs.status} = 'failed' or (${jobs.status} in ('pending', 'running') and ${jobs.lastError} is not null))`;

/** What Retry may take: not one being sent right now (its worker settles it). */
const retryable = sql`${jobs.status} in ('pending', 'failed')`;

/** Retry all's order and pace: the n-th (from 0) in the order queued is due n spacings from now. */
const paced = (place: SQL) =>
  sql`now() + ${place} * ${RETRY_ALL_SPACING_MS}::double precision * interval '1 millisecond'`;

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export function createMailOutbox(db: Db, mailKinds: readonly string[]): MailOutbox {
  const isMail = inArray(jobs.kind, [...mailKinds]);
  // Requeued as if just queued: due now, retried for the usual time from now on. The attempts
  // made so far stay counted (and shown); the backoff after another failure follows them.
  const requeue = (runAt: SQL) => ({
    status: 'pending' as const,
    runAt,
    giveUpAt: sql`greatest(${jobs.giveUpAt}, now() + ${RETRY_FOR_MS}::double precision * interval '1 millisecond')`,
    lockedUntil: null,
    updatedAt: sql`now()`,
  });

  return {
    async list({ limit, before }) {
      if (before !== undefined && !isUuid(before)) return [];
      const rows = await db
        .select({
          id: jobs.id,
          to: sql<string>`coalesce(${jobs.payload}->>'to', '')`,
          subject: sql<string>`coalesce(${jobs.payload}->>'subject', '')`,
          status: jobs.status,
          createdAt: jobs.createdAt,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          runAt: jobs.runAt,
          giveUpAt: jobs.giveUpAt,
        })
        .from(jobs)
        .where(
          and(
            isMail,
            inOutbox,
            // Compared with the row itself, so the database's microseconds are kept exactly.
            before === undefined
              ? undefined
              : sql`(${jobs.createdAt}, ${jobs.id}) < (select j.created_at, j.id from ${jobs} j where j.id = ${before})`,
          ),
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        state:
          row.status === 'failed' ? 'failed' : row.status === 'running' ? 'sending' : 'delayed',
        queuedAt: row.createdAt,
        attempts: row.attempts,
        lastError: row.lastError,
        nextTryAt: row.status === 'pending' ? row.runAt : null,
        retryUntil: row.giveUpAt,
      }));
    },

    async counts() {
      const [row] = await db
        .select({
          failed: sql<number>`(count(*) filter (where ${jobs.status} = 'failed'))::integer`,
          delayed: sql<number>`(count(*) filter (where ${jobs.status} <> 'failed'))::integer`,
        })
        .from(jobs)
        .where(and(isMail, inOutbox));
      return { delayed: row?.delayed ?? 0, failed: row?.failed ?? 0 };
    },

    async retry(id) {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(jobs)
        .set(requeue(sql`now()`))
        .where(and(eq(jobs.id, id), isMail, inOutbox, retryable))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async retryAll() {
      // The place of each in the order queued; the update checks each row again as it writes it,
      // so one a worker took meanwhile (now being sent) is left to that worker.
      const places = db.$with('places').as(
        db
          .select({
            id: jobs.id,
            place:
              sql<number>`(row_number() over (order by ${jobs.createdAt}, ${jobs.id}) - 1)::integer`.as(
                'place',
              ),
          })
          .from(jobs)
          .where(and(isMail, inOutbox, retryable)),
      );
      const rows = await db
        .with(places)
        .update(jobs)
        .set(requeue(paced(sql`${places.place}`)))
        .from(places)
        .where(and(eq(jobs.id, places.id), isMail, inOutbox, retryable))
        .returning({ id: jobs.id });
      return rows.length;
    },

    async discard(id) {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), isMail, eq(jobs.status, 'failed')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },
  };
}
