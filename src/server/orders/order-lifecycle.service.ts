// What happens to an order after it is placed, by the owner's hand (issue 26,
// docs/decisions/063): the "Payment received" e-mail, once per order; cancelling with a reason;
// and giving back the discount code an order held, once, when it is cancelled or deleted.
import { and, eq, isNull } from 'drizzle-orm';
import { refundFollowsCancel } from '../../shared/orders/order-lifecycle.schema';
import type { Db, DbOrTx } from '../db/client';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orders, type OrderRow } from '../db/schema/orders';
import { releaseDiscount } from '../marketing/discounts.service';
import { getStoreName } from '../settings/store-settings.service';
import { enqueueOrderMail } from './order-mails';

/**
 * Queues the shopper's "Payment received" e-mail in the caller's transaction, unless it was
 * queued for this order before: the claim is a conditional update of
 * `payment_received_mailed_at`, so of two requests racing (two clicks, two tabs) exactly one
 * queues it. Returns whether this call queued it.
 */
export async function queuePaymentReceivedMail(
  tx: DbOrTx,
  row: Pick<OrderRow, 'id' | 'orderNumber' | 'totalCents' | 'customerEmail'>,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ paymentReceivedMailedAt: now })
    .where(and(eq(orders.id, row.id), isNull(orders.paymentReceivedMailedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  await enqueueOrderMail(tx, row, {
    template: 'order.payment_received',
    to: row.customerEmail,
    storeName: await getStoreName(tx),
  });
  return true;
}

/**
 * The order no longer holds the discount code it used: a subscriber's own code, or one use of a
 * shop code, is usable again. Only for an order that still holds it, that is one not cancelled
 * (a cancellation released it, and cancelled is final: order-lifecycle.service's callers keep
 * it so), so a code is never given back twice.
 */
export async function releaseHeldDiscount(
  tx: DbOrTx,
  row: Pick<OrderRow, 'id' | 'status' | 'discountCode'>,
): Promise<void> {
  if (row.status === 'cancelled' || !row.discountCode) return;
  await releaseDiscount(tx, { orderId: row.id, code: row.discountCode });
}

export type CancelResult =
  | { outcome: 'cancelled' }
  | { outcome: 'not_found' }
  | { outcome: 'already_cancelled'; orderNumber: string };

/**
 * Cancels the order with the owner's reason: the status change with who made it, the code
 * released, and the shopper's e-mail with the reason (saying the refund follows when the order
 * was paid), all in one transaction.
 */
export async function cancelOrder(
  db: Db,
  id: string,
  input: { reason: string; userId: string; now: Date },
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    if (!row) return { outcome: 'not_found' };
    if (row.status === 'cancelled') {
      return { outcome: 'already_cancelled', orderNumber: row.orderNumber };
    }
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: input.reason, updatedAt: input.now })
      .where(eq(orders.id, id));
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      fromStatus: row.status,
      toStatus: 'cancelled',
      changedByUserId: input.userId,
      changedAt: input.now,
    });
    await releaseHeldDiscount(tx, row);
    await enqueueOrderMail(tx, row, {
      template: 'order.cancelled',
      to: row.customerEmail,
      storeName: await getStoreName(tx),
      // Paid and not yet all given back: the money goes back by hand (a refund, recorded).
      cancellation: {
        reason: input.reason,
        refundFollows: refundFollowsCancel(row),
      },
    });
    return { outcome: 'cancelled' };
  });
}
