// The owner's order list and the export that follows the same filter (admin §2 Orders, §9).
// Pages are keyset (by created_at and id, on the indexes of db/schema/orders.ts), so page
// 400 costs what page 1 costs and a new order arriving never shifts a row onto two pages.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  AWAITING_PAYMENT_VIEW,
  type AdminOrderList,
  type OrderCursor,
  type OrderListFilter,
  type OrderListQuery,
} from '../../shared/orders/admin-order.schema';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../db/like-pattern';
import { orders } from '../db/schema/orders';

/** Awaiting payment reads oldest first (the longest wait on top); every other view newest first. */
const oldestFirst = (filter: OrderListFilter) => filter.status === AWAITING_PAYMENT_VIEW;

function filterCondition(filter: OrderListFilter): SQL | undefined {
  const pattern = filter.q === undefined ? undefined : containsPattern(filter.q);
  return and(
    filter.status === 'all' ? undefined : eq(orders.status, filter.status),
    pattern === undefined
      ? undefined
      : or(
          ilike(orders.orderNumber, pattern),
          ilike(orders.customerName, pattern),
          ilike(orders.customerEmail, pattern),
        ),
  );
}

function afterCursor(filter: OrderListFilter, cursor: OrderCursor): SQL {
  const key = sql`(${orders.createdAt}, ${orders.id})`;
  const position = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  return oldestFirst(filter) ? sql`${key} > ${position}` : sql`${key} < ${position}`;
}

function listOrder(filter: OrderListFilter) {
  return oldestFirst(filter)
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
}

/**
 * The row's place in the list, exact to the microsecond: a JavaScript Date keeps only
 * milliseconds, and a rounded cursor would skip or repeat orders placed within one.
 */
const cursorOf = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${orders.id}`;

/** Whole order rows, one page at a time, in list order (the CSV export reads these). */
export async function orderRowsPage(
  db: DbOrTx,
  filter: OrderListFilter,
  cursor: OrderCursor | undefined,
  limit: number,
) {
  return db
    .select({ row: orders, cursor: cursorOf })
    .from(orders)
    .where(and(filterCondition(filter), cursor ? afterCursor(filter, cursor) : undefined))
    .orderBy(...listOrder(filter))
    .limit(limit);
}

export async function listOrdersForAdmin(
  db: DbOrTx,
  query: OrderListQuery,
): Promise<AdminOrderList> {
  const where = filterCondition(query);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      cursor: cursorOf,
    })
    .from(orders)
    .where(and(where, query.cursor ? afterCursor(query, query.cursor) : undefined))
    .orderBy(...listOrder(query))
    // One more than the page: whether it exists says if there is a next page.
    .limit(query.limit + 1);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const page = rows.slice(0, query.limit);
  return {
    orders: page.map(({ cursor: _cursor, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    nextCursor: rows.length > query.limit ? (page.at(-1)?.cursor ?? null) : null,
  };
}
