// Refunds, recorded (issue 26 item 3, docs/decisions/064): the owner sends the money back by hand
// and records the amount and a note here; the customer is told by e-mail, one per refund. The
// order keeps the sum (orders.refunded_cents) for its label, the lists and revenue.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PAID_STATUSES, type OrderStatus } from '../../shared/orders/order-status';
import {
  notRefundable,
  refundProblem,
  refundRemainderCents,
  type OrderRefund,
  type RefundInput,
} from '../../shared/orders/refunds';
import { findAccountNames } from '../auth/users.service';
import type { Db, DbOrTx } from '../db/client';
import { orderRefunds } from '../db/schema/order-activity';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orders } from '../db/schema/orders';
import { getStoreName } from '../settings/store-settings.service';
import { enqueueOrderMail } from './order-mails';

/**
 * Whether the money was received: the order is in a paid status now, or it was cancelled after
 * having been in one (its status history says so). An order cancelled unpaid, or moved back to
 * awaiting payment, has nothing to give back.
 */
async function wasPaid(db: DbOrTx, order: { id: string; status: OrderStatus }): Promise<boolean> {
  if (PAID_STATUSES.includes(order.status)) return true;
  if (order.status !== 'cancelled') return false;
  const [paidOnce] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, order.id),
        inArray(orderStatusHistory.toStatus, [...PAID_STATUSES]),
      ),
    )
    .limit(1);
  return paidOnce !== undefined;
}

/** The order detail's refunds, oldest first, and what may still be refunded. */
export async function refundsOfOrder(
  db: DbOrTx,
  order: { id: string; status: OrderStatus; totalCents: number; refundedCents: number },
): Promise<{ refunds: OrderRefund[]; refundableCents: number }> {
  // One after another: inside a transaction the queries share one connection.
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  const names = await findAccountNames(
    db,
    rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : [])),
  );
  const paid = await wasPaid(db, order);
  return {
    refunds: rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      createdBy: (row.createdByUserId && names.get(row.createdByUserId)) || null,
    })),
    refundableCents: paid ? refundRemainderCents(order) : 0,
  };
}

export type RecordRefundResult =
  | { outcome: 'recorded' }
  | { outcome: 'not_found' }
  /** Not paid, fully refunded, or more than is left: `message` says which, for the owner. */
  | { outcome: 'refused'; message: string };

/**
 * Records a refund and queues the customer's e-mail, in one transaction. The sum grows by a
 * conditional update, so two refunds recorded at once never add up to more than was paid: the
 * second one's update waits for the first and then finds too little left. The table's check
 * (refunded_cents <= total_cents) is the last guard.
 */
export async function recordRefund(
  db: Db,
  id: string,
  input: RefundInput,
  actor: { userId: string; now: Date },
): Promise<RecordRefundResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!row) return { outcome: 'not_found' };
    if (!(await wasPaid(tx, row))) {
      return { outcome: 'refused', message: notRefundable(row.orderNumber) };
    }
    const problem = refundProblem(input.amountCents, row);
    if (problem) return { outcome: 'refused', message: problem };

    const [updated] = await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} + ${input.amountCents}`,
        updatedAt: actor.now,
      })
      .where(
        and(
          eq(orders.id, id),
          sql`${orders.refundedCents} + ${input.amountCents} <= ${orders.totalCents}`,
        ),
      )
      .returning({ refundedCents: orders.refundedCents });
    if (!updated) {
      // Another refund was recorded since the read above: say what is left now.
      const [now] = await tx
        .select({ refundedCents: orders.refundedCents })
        .from(orders)
        .where(eq(orders.id, id));
      const current = { ...row, refundedCents: now?.refundedCents ?? row.totalCents };
      return {
        outcome: 'refused',
        message: refundProblem(input.amountCents, current) ?? notRefundable(row.orderNumber),
      };
    }
    await tx.insert(orderRefunds).values({
      orderId: id,
      amountCents: input.amountCents,
      note: input.note,
      createdByUserId: actor.userId,
      createdAt: actor.now,
    });
    await enqueueOrderMail(tx, row, {
      template: 'order.refund',
      to: row.customerEmail,
      storeName: await getStoreName(tx),
      refundCents: input.amountCents,
    });
    return { outcome: 'recorded' };
  });
}
