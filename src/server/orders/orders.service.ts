import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Order, OrderSummary } from '../../shared/orders/order.schema';
import { PAID_STATUSES } from '../../shared/orders/order-status';
import type { Db, DbOrTx } from '../db/client';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../db/schema/orders';
import { paymentOptionWhileUnpaid } from '../settings/payment-methods.service';
import { getStoreName } from '../settings/store-settings.service';
import { enqueueOrderMail } from './order-mails';

export interface OrderStats {
  revenueCents: number;
  orderCount: number;
  awaitingPaymentCount: number;
  /** Paid revenue per UTC day since `since`, only days that had some. */
  revenueByDay: Map<string, number>;
}

/**
 * What a paid order brought in: its total less the refunds recorded on it (docs/decisions/064).
 * A cancelled order counts for nothing, refunded or not.
 */
const keptCents = sql`${orders.totalCents} - ${orders.refundedCents}`;

export async function orderStats(db: DbOrTx, since: Date): Promise<OrderStats> {
  const paid = inArray(orders.status, [...PAID_STATUSES]);
  const [totals] = await db
    .select({
      orderCount: count(),
      revenueCents: sum(sql`case when ${paid} then ${keptCents} else 0 end`).mapWith(Number),
      awaitingPaymentCount: sum(
        sql`case when ${orders.status} = 'pending_payment' then 1 else 0 end`,
      ).mapWith(Number),
    })
    .from(orders);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day, revenueCents: sum(keptCents).mapWith(Number) })
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

/** Units sold per product id, on orders that were not cancelled: what best sellers rank by. */
export async function unitsSoldPerProduct(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: orderItems.productId, units: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(ne(orders.status, 'cancelled'), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId!, row.units]));
}

function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    discountCode: row.discountCode,
    discountPercentage: row.discountPercentage,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    shippingAddress: row.shippingAddress,
    shippingCity: row.shippingCity,
    shippingState: row.shippingState,
    shippingZip: row.shippingZip,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    carrier: row.carrier,
    createdAt: row.createdAt.toISOString(),
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    paymentSentAt: row.confirmationSentAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      selectedSize: item.selectedSize,
      selectedColor: item.selectedColor,
      quantity: item.quantity,
      priceCents: item.priceCents,
    })),
  };
}

async function withItems(db: DbOrTx, row: OrderRow | undefined): Promise<Order | null> {
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.productName));
  return toOrder(row, items);
}

export async function getOrder(db: DbOrTx, id: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return withItems(db, row);
}

/** The orders with these ids (those that exist), in two statements whatever their number. */
export async function getOrders(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Order>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  if (rows.length === 0) return new Map();
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.productName));
  return new Map(
    rows.map((row) => [
      row.id,
      toOrder(
        row,
        items.filter((item) => item.orderId === row.id),
      ),
    ]),
  );
}

/**
 * getOrder for the job worker, which runs a batch of jobs side by side (platform/jobs-worker.ts):
 * the orders asked for in one turn of the event loop are read together, after all of them asked.
 */
export function batchedOrderReader(db: DbOrTx): (id: string) => Promise<Order | null> {
  let pending: { ids: Set<string>; read: Promise<Map<string, Order>> } | null = null;
  return async (id) => {
    if (!pending) {
      const ids = new Set<string>();
      const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return getOrders(db, [...ids]);
      });
      pending = { ids, read };
    }
    pending.ids.add(id);
    return (await pending.read).get(id) ?? null;
  };
}

/** A signed-in shopper, as far as their orders go. */
export interface OrderOwner {
  userId: string;
  email: string;
  /** Whether the account proved it holds `email` (better-auth's verification link). */
  emailVerified: boolean;
}

/**
 * A shopper's orders: those placed while signed in, and guest orders made out to their address
 * once they have proved they hold it (issue 13). An unverified address proves nothing: anyone
 * can sign up with someone else's e-mail.
 */
function ownedBy(owner: OrderOwner): SQL {
  const placedSignedIn = eq(orders.userId, owner.userId);
  if (!owner.emailVerified) return placedSignedIn;
  const guestOrder = and(
    isNull(orders.userId),
    eq(orders.customerEmail, owner.email.trim().toLowerCase()),
  );
  return or(placedSignedIn, guestOrder)!;
}

/** An order for a signed-in viewer: their own (ownedBy), or any for an admin. */
export async function getOrderForViewer(
  db: DbOrTx,
  id: string,
  viewer: OrderOwner & { isAdmin: boolean },
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(viewer.isAdmin ? eq(orders.id, id) : and(eq(orders.id, id), ownedBy(viewer)))
    .limit(1);
  return withItems(db, row);
}

/** The order with this number and e-mail, or null: a guest needs both (DECISIONS.md). */
export async function findOrderForTracking(
  db: DbOrTx,
  orderNumber: string,
  email: string,
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber.trim().toUpperCase()),
        eq(orders.customerEmail, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return withItems(db, row);
}

/** A signed-in shopper's orders, newest first. */
export async function listOrdersForUser(db: DbOrTx, owner: OrderOwner): Promise<OrderSummary[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(ownedBy(owner))
    .orderBy(desc(orders.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * "I've Sent the Payment": records when, with the shopper's reference if they gave one, and
 * queues the confirmation e-mail once per order (a second click, or a retry after a network
 * error, sends nothing more), when `mayMail` allows one to the address (the per-recipient cap).
 * A later press keeps the first time; a reference given then replaces the earlier one.
 * Returns false when the order is unknown or the e-mail does not match it. The mail is rendered
 * when it is sent (order-mails.ts), with where to pay as it is now.
 */
export async function markPaymentSent(
  db: Db,
  orderId: string,
  sent: { email: string; reference: string | null },
  ctx: { now: Date; mayMail: (email: string) => Promise<boolean> },
): Promise<boolean> {
  const { email, reference } = sent;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    if (!row || row.customerEmail !== email.trim().toLowerCase()) return false;
    if (row.confirmationSentAt) {
      // A reference forgotten the first time may be added while the money is awaited; once the
      // owner has matched the payment (or cancelled), what they matched it by stays.
      const awaited = row.status === 'pending_payment';
      if (awaited && reference !== null && reference !== row.paymentReference) {
        await tx
          .update(orders)
          .set({ paymentReference: reference, updatedAt: ctx.now })
          .where(eq(orders.id, orderId));
      }
      return true;
    }
    if (await ctx.mayMail(row.customerEmail)) {
      await enqueueOrderMail(tx, row, {
        template: 'order.confirmation',
        to: row.customerEmail,
        storeName: await getStoreName(tx),
        payment: await paymentOptionWhileUnpaid(tx, row),
      });
    }
    await tx
      .update(orders)
      .set({ confirmationSentAt: ctx.now, paymentReference: reference, updatedAt: ctx.now })
      .where(eq(orders.id, orderId));
    return true;
  });
}
