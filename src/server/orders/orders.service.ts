import { and, count, gte, inArray, sql, sum } from 'drizzle-orm';
import { PAID_STATUSES } from '../../shared/orders/order-status';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema/orders';

export interface OrderStats {
  revenueCents: number;
  orderCount: number;
  awaitingPaymentCount: number;
  /** Paid revenue per UTC day since `since`, only days that had some. */
  revenueByDay: Map<string, number>;
}

export async function orderStats(db: DbOrTx, since: Date): Promise<OrderStats> {
  const paid = inArray(orders.status, [...PAID_STATUSES]);
  const [totals] = await db
    .select({
      orderCount: count(),
      revenueCents: sum(sql`case when ${paid} then ${orders.totalCents} else 0 end`).mapWith(
        Number,
      ),
      awaitingPaymentCount: sum(
        sql`case when ${orders.status} = 'pending_payment' then 1 else 0 end`,
      ).mapWith(Number),
    })
    .from(orders);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day, revenueCents: sum(orders.totalCents).mapWith(Number) })
    .from(orders)
    .where(and(paid, gte(orders.createdAt, since)))
    .groupBy(day);
  return {
    revenueCents: totals?.revenueCents ?? 0,
    orderCount: totals?.orderCount ?? 0,
    awaitingPaymentCount: totals?.awaitingPaymentCount ?? 0,
    revenueByDay: new Map(byDay.map((row) => [row.day, row.revenueCents])),
  };
}
