// The owner's order management (admin §2 Orders, §4 order statuses, §7 orders): detail,
// edit, Mark as Paid, delete. Results are values (null: no such order), and the routes
// choose the status code.
import { asc, eq } from 'drizzle-orm';
import type {
  AdminOrder,
  AdminOrderUpdate,
  AdminOrderUpdated,
} from '../../shared/orders/admin-order.schema';
import { selectableStatuses } from '../../shared/orders/order-lifecycle.schema';
import type { OrderStatus } from '../../shared/orders/order-status';
import { trackingUrl } from '../../shared/orders/tracking-url';
import { findAccountNames } from '../auth/users.service';
import type { Db, DbOrTx } from '../db/client';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orderItems, orders, type OrderRow } from '../db/schema/orders';
import { getStoreName } from '../settings/store-settings.service';
import { conflict } from '../domain-errors';
import { queuePaymentReceivedMail, releaseHeldDiscount } from './order-lifecycle.service';
import { enqueueOrderMail } from './order-mails';
import { refundsOfOrder } from './order-refunds.service';
import { getOrder } from './orders.service';

export interface AdminActor {
  /** The signed-in owner, recorded in the status history. */
  userId: string;
  now: Date;
}

export async function getAdminOrder(db: DbOrTx, id: string): Promise<AdminOrder | null> {
  const order = await getOrder(db, id);
  if (!order) return null;
  // One after another: inside a transaction the queries share one connection.
  const [extra] = await db
    .select({ notes: orders.notes, shippingNotifiedTracking: orders.shippingNotifiedTracking })
    .from(orders)
    .where(eq(orders.id, id));
  const history = await db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      changedAt: orderStatusHistory.changedAt,
      userId: orderStatusHistory.changedByUserId,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));
  const names = await findAccountNames(
    db,
    history.flatMap((change) => (change.userId ? [change.userId] : [])),
  );
  const refunds = await refundsOfOrder(db, order);
  return {
    ...order,
    notes: extra?.notes ?? null,
    shippingNotifiedTracking: extra?.shippingNotifiedTracking ?? null,
    history: history.map(({ userId, ...change }) => ({
      ...change,
      changedAt: change.changedAt.toISOString(),
      // An account deleted since reads as "automatic", like a change nobody made.
      changedBy: (userId && names.get(userId)) || null,
    })),
    ...refunds,
  };
}

async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

async function recordStatusChange(
  tx: DbOrTx,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: AdminActor,
) {
  if (from === to) return;
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    changedByUserId: actor.userId,
    changedAt: actor.now,
  });
}

/**
 * The saved tracking link: the one given; else the carrier's page for carrier + number.
 * A link the server built earlier follows a new carrier or number; one the owner typed stays.
 */
function nextTrackingUrl(
  row: OrderRow,
  input: AdminOrderUpdate,
  carrier: string | null,
  number: string | null,
) {
  const built = trackingUrl(carrier, number);
  if (input.trackingUrl !== undefined) return input.trackingUrl ?? built;
  const typedByOwner =
    row.trackingUrl !== null && row.trackingUrl !== trackingUrl(row.carrier, row.trackingNumber);
  return typedByOwner ? row.trackingUrl : built;
}

function applyUpdate(row: OrderRow, input: AdminOrderUpdate) {
  const carrier = input.carrier === undefined ? row.carrier : input.carrier;
  const trackingNumber =
    input.trackingNumber === undefined ? row.trackingNumber : input.trackingNumber;
  return {
    status: input.status ?? row.status,
    carrier,
    trackingNumber,
    trackingUrl: nextTrackingUrl(row, input, carrier, trackingNumber),
    shippingAddress: input.shippingAddress ?? row.shippingAddress,
    shippingCity: input.shippingCity ?? row.shippingCity,
    shippingState: input.shippingState ?? row.shippingState,
    shippingZip: input.shippingZip ?? row.shippingZip,
    notes: input.notes === undefined ? row.notes : input.notes,
  };
}

export const CANCEL_WITH_REASON =
  'To cancel an order, use Cancel Order and give the customer a reason.';
export const CANCELLED_IS_FINAL =
  'This order is cancelled: its status can no longer change. Place a new order instead.';

/**
 * The status select changes any status but to and from cancelled (docs/decisions/063): a
 * cancellation goes through cancelOrder, which has a reason, mails the customer and releases the
 * code; and a cancelled order stays cancelled, so its released code is never held again.
 */
function checkStatusChange(from: OrderStatus, to: OrderStatus): void {
  if (selectableStatuses(from).includes(to)) return;
  throw conflict(from === 'cancelled' ? CANCELLED_IS_FINAL : CANCEL_WITH_REASON);
}

/**
 * Saves the detail dialog. An order left shipped with a tracking number queues the
 * shipping e-mail in the same transaction, once per order and number: saving the same
 * values again sends nothing, a corrected number sends the new one.
 */
export async function updateAdminOrder(
  db: Db,
  id: string,
  input: AdminOrderUpdate,
  ctx: AdminActor,
): Promise<AdminOrderUpdated | null> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row) return null;
    const next = applyUpdate(row, input);
    checkStatusChange(row.status, next.status);
    const notify =
      next.status === 'shipped' &&
      next.trackingNumber !== null &&
      next.trackingNumber !== row.shippingNotifiedTracking;
    await tx
      .update(orders)
      .set({
        ...next,
        ...(notify ? { shippingNotifiedTracking: next.trackingNumber } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(orders.id, id));
    await recordStatusChange(tx, id, row.status, next.status, ctx);
    // Awaiting Payment to Processing by the select is Mark as Paid: the same "Payment received",
    // once. Not from Pending (no payment was awaited), nor straight to Shipped or Delivered,
    // where "processing takes 3-7 business days" would no longer be true.
    if (row.status === 'pending_payment' && next.status === 'processing') {
      await queuePaymentReceivedMail(tx, row, ctx.now);
    }
    const order = (await getAdminOrder(tx, id))!;
    if (notify) {
      // Rendered when it is sent (order-mails.ts), with the tracking number as it is then.
      await enqueueOrderMail(tx, order, {
        template: 'order.shipped',
        to: order.customerEmail,
        storeName: await getStoreName(tx),
        trackingNumber: next.trackingNumber!,
      });
    }
    return { order, shippingNotificationQueued: notify };
  });
}

export type MarkPaidResult =
  | { outcome: 'paid'; order: AdminOrder }
  | { outcome: 'not_found' }
  | { outcome: 'not_awaiting_payment'; orderNumber: string; status: OrderStatus };

/**
 * Mark as Paid (admin §4): only from pending_payment, straight to processing. Queues the
 * shopper's "Payment received" e-mail, once per order.
 */
export async function markOrderPaid(
  db: Db,
  id: string,
  actor: AdminActor,
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row) return { outcome: 'not_found' };
    if (row.status !== 'pending_payment') {
      return { outcome: 'not_awaiting_payment', orderNumber: row.orderNumber, status: row.status };
    }
    await tx
      .update(orders)
      .set({ status: 'processing', updatedAt: actor.now })
      .where(eq(orders.id, id));
    await recordStatusChange(tx, id, row.status, 'processing', actor);
    await queuePaymentReceivedMail(tx, row, actor.now);
    return { outcome: 'paid', order: (await getAdminOrder(tx, id))! };
  });
}

/**
 * Removes the order with its items and history; false when there was no such order. A code the
 * order still held is usable again (one already cancelled gave it back then).
 */
export async function deleteAdminOrder(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row) return false;
    await releaseHeldDiscount(tx, row);
    await tx.delete(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    await tx.delete(orderItems).where(eq(orderItems.orderId, id));
    const deleted = await tx.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    return deleted.length > 0;
  });
}
