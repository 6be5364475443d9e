// A customer's orders as the Customers screen sees them (customers/customers.service.ts): grouped
// by the lower-cased address, in SQL, so the list of thousands of customers never loads their
// orders into the server. A customer is found by their key (db/customer-key.ts), on the index
// orders_customer_key_idx.
import { desc, eq, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CustomerAddress, CustomerOrder } from '../../shared/customers/customer.schema';
import { customerKey } from '../db/customer-key';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema/orders';

/**
 * "Total spent": the sum of a customer's orders that are not cancelled, less the refunds recorded
 * on them (docs/decisions/064), in cents, as an aggregate over their order rows. The one place
 * the figure is defined: the list, its sort, its CSV and the customer's page all read it.
 */
export function totalSpentCents(): SQL<number> {
  return sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`;
}

const ofCustomer = (key: string | undefined) =>
  key === undefined ? undefined : eq(customerKey(orders.customerEmail), key);

/**
 * One row per customer who ordered (all of them, or the one of `key`): their address
 * lower-cased, how many orders, the total spent, the last order's time and the name on it.
 * A subquery, for the customers area to join with accounts and subscribers.
 */
export function ordersByCustomer(db: DbOrTx, key?: string) {
  const email = sql<string>`lower(${orders.customerEmail})`;
  return db
    .select({
      email: email.as('order_email'),
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spentCents: totalSpentCents().as('spent_cents'),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.as('last_order_at'),
      lastName:
        sql<string>`(array_agg(${orders.customerName} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`.as(
          'last_order_name',
        ),
    })
    .from(orders)
    .where(ofCustomer(key))
    .groupBy(email)
    .as('order_groups');
}

/** A customer's orders, newest first. */
export async function customerOrders(db: DbOrTx, key: string): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      customerName: orders.customerName,
    })
    .from(orders)
    .where(ofCustomer(key))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Text compared without case, outer spaces or doubled inner ones ("1 Main  St" is "1 main st"). */
const comparable = (column: SQLWrapper) =>
  sql`regexp_replace(lower(btrim(${column})), '\\s+', ' ', 'g')`;

/** The value of the newest order in a group of orders. */
const newest = (column: SQLWrapper) =>
  sql<string>`(array_agg(${column} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`;

/**
 * The places a customer's orders were shipped to, each once however it was typed (case and
 * spaces aside), as last written; most recently used first.
 */
export async function customerAddresses(db: DbOrTx, key: string): Promise<CustomerAddress[]> {
  const lastUsed = max(orders.createdAt);
  const rows = await db
    .select({
      address: newest(orders.shippingAddress),
      city: newest(orders.shippingCity),
      state: newest(orders.shippingState),
      zip: newest(orders.shippingZip),
      orderCount: sql<number>`count(*)::int`,
      lastUsedAt: lastUsed,
    })
    .from(orders)
    .where(ofCustomer(key))
    .groupBy(
      comparable(orders.shippingAddress),
      comparable(orders.shippingCity),
      comparable(orders.shippingState),
      comparable(orders.shippingZip),
    )
    .orderBy(desc(lastUsed));
  return rows.map((row) => ({
    ...row,
    orderCount: Number(row.orderCount),
    lastUsedAt: (row.lastUsedAt ?? new Date(0)).toISOString(),
  }));
}
