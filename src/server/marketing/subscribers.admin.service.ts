// The owner's newsletter list: search, add, delete, counts and the CSV export (spec admin:
// Newsletter Marketing and Subscribers list page).
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { csvLine } from '../../shared/format/csv';
import { formatDate } from '../../shared/format/date';
import type { Subscribe } from '../../shared/marketing/newsletter.schema';
import {
  SUBSCRIBER_EXISTS_MESSAGE,
  SUBSCRIBER_LEFT_MESSAGE,
  type AdminSubscriber,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberStats,
} from '../../shared/marketing/subscriber.schema';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../db/like-pattern';
import { emailSubscribers, type EmailSubscriberRow } from '../db/schema/marketing';
import { conflict, DomainError, invalid } from '../domain-errors';

export const SUBSCRIBER_PAGE_SIZE = 100;
export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found. It may have been deleted already.';

export function toAdminSubscriber(row: EmailSubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    source: row.source,
    isActive: row.isActive,
    subscribedAt: row.subscribedAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    discountCode: row.discountCode,
    discountUsed: row.discountUsed,
  };
}

/** One calendar month before `now` (spec §9: "New This Month window: one month"). */
export function monthBefore(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

const countWhere = (condition: SQL) =>
  sql<number>`cast(count(*) filter (where ${condition}) as int)`;

export async function subscriberStats(db: DbOrTx, now: Date): Promise<SubscriberStats> {
  const [row] = await db
    .select({
      total: sql<number>`cast(count(*) as int)`,
      active: countWhere(sql`${emailSubscribers.isActive}`),
      unsubscribed: countWhere(sql`not ${emailSubscribers.isActive}`),
      newThisMonth: countWhere(
        sql`${emailSubscribers.isActive} and ${emailSubscribers.subscribedAt} >= ${monthBefore(now)}`,
      ),
      unusedDiscounts: countWhere(
        sql`${emailSubscribers.discountCode} is not null and not ${emailSubscribers.discountUsed}`,
      ),
    })
    .from(emailSubscribers);
  return row ?? { total: 0, active: 0, unsubscribed: 0, newThisMonth: 0, unusedDiscounts: 0 };
}

// The list's position: the last row's subscribed_at and id (newest first, id breaks ties).
// Compared at the milliseconds a JS Date holds: a row stamped by the database's now() has
// microseconds, which the cursor would otherwise lose (and skip or repeat that row).
const subscribedMs = sql`date_trunc('milliseconds', ${emailSubscribers.subscribedAt})`;
const encodeCursor = (row: EmailSubscriberRow) => `${row.subscribedAt.toISOString()}~${row.id}`;

function decodeCursor(cursor: string): { subscribedAt: Date; id: string } {
  const [iso, id] = cursor.split('~');
  const subscribedAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(subscribedAt.getTime())) {
    throw invalid('Invalid cursor');
  }
  return { subscribedAt, id };
}

async function subscriberRowsPage(
  db: DbOrTx,
  query: SubscriberListQuery,
  limit: number,
): Promise<EmailSubscriberRow[]> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  return db
    .select()
    .from(emailSubscribers)
    .where(
      and(
        query.q ? ilike(emailSubscribers.email, containsPattern(query.q)) : undefined,
        after
          ? or(
              sql`${subscribedMs} < ${after.subscribedAt}`,
              and(sql`${subscribedMs} = ${after.subscribedAt}`, lt(emailSubscribers.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(subscribedMs), desc(emailSubscribers.id))
    .limit(limit);
}

/** Newest first (spec §7), a page at a time; `q` matches part of the address, any case. */
export async function listSubscribers(
  db: DbOrTx,
  query: SubscriberListQuery,
  pageSize = SUBSCRIBER_PAGE_SIZE,
): Promise<SubscriberPage> {
  const rows = await subscriberRowsPage(db, query, pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    subscribers: page.map(toAdminSubscriber),
    nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null,
  };
}

/**
 * The owner adds an address by hand (source `admin_added`, no welcome mail, no code). An
 * address that unsubscribed stays so: only its owner may opt in again.
 */
export async function addSubscriber(
  db: DbOrTx,
  input: Subscribe,
  now: Date,
): Promise<AdminSubscriber> {
  const [row] = await db
    .insert(emailSubscribers)
    .values({ email: input.email, phone: input.phone, source: 'admin_added', subscribedAt: now })
    .onConflictDoNothing({ target: emailSubscribers.email })
    .returning();
  if (row) return toAdminSubscriber(row);
  const [existing] = await db
    .select({ isActive: emailSubscribers.isActive })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.email, input.email));
  throw conflict(
    existing?.isActive === false ? SUBSCRIBER_LEFT_MESSAGE : SUBSCRIBER_EXISTS_MESSAGE,
  );
}

export async function deleteSubscriber(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db
    .delete(emailSubscribers)
    .where(eq(emailSubscribers.id, id))
    .returning({ id: emailSubscribers.id });
  if (deleted.length === 0) throw new DomainError('not_found', SUBSCRIBER_NOT_FOUND);
}

export const SUBSCRIBERS_CSV_HEADER = [
  'Email',
  'Phone',
  'Status',
  'Source',
  'Discount Code',
  'Discount Used',
  'Subscribed',
  'Unsubscribed',
] as const;

const EXPORT_BATCH = 500;
/** Lets Excel read the file as UTF-8. */
const BYTE_ORDER_MARK = '\uFEFF';

function subscriberCsvLine(row: EmailSubscriberRow): string {
  return csvLine([
    row.email,
    row.phone,
    row.isActive ? 'Active' : 'Unsubscribed',
    row.source,
    row.discountCode,
    row.discountCode ? (row.discountUsed ? 'Yes' : 'No') : null,
    formatDate(row.subscribedAt),
    row.unsubscribedAt ? formatDate(row.unsubscribedAt) : null,
  ]);
}

/**
 * The list (as searched) as CSV, header first. Streamed a page at a time, and only when the
 * reader asks for more, like the orders export: a large list is never in memory at once.
 */
export function subscribersCsvStream(
  db: DbOrTx,
  q: string,
  batchSize = EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(SUBSCRIBERS_CSV_HEADER)));
        return;
      }
      const page = await subscriberRowsPage(db, { q, cursor }, batchSize);
      if (page.length > 0) controller.enqueue(encoder.encode(page.map(subscriberCsvLine).join('')));
      const last = page.at(-1);
      if (page.length < batchSize || !last) {
        controller.close();
        return;
      }
      cursor = encodeCursor(last);
    },
  });
}
