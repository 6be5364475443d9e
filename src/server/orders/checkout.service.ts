// Turns what the shopper chose into a saved order. Every amount comes from the database and
// the shared pricing rules (DECISIONS.md: the browser never sets a price). An order is one
// transaction of three inserts (the order, its lines, its jobs) and is acknowledged once it is
// on the disk (docs/decisions/028).
import { randomUUID } from 'node:crypto';
import type {
  CreatedOrder,
  CreateOrder,
  OrderLineInput,
} from '../../shared/orders/checkout.schema';
import { MAX_QUANTITY_PER_LINE } from '../../shared/orders/checkout.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { Order } from '../../shared/orders/order.schema';
import type { PaymentMethod } from '../../shared/orders/order-status';
import {
  orderPayment,
  PAYMENT_METHOD_NAMES,
  type PaymentOption,
} from '../../shared/orders/payment-methods';
import { cartTotals, unitPriceCents } from '../../shared/pricing/pricing';
import { getProductsForCheckout } from '../catalog/catalog.service';
import type { Db, DbOrTx } from '../db/client';
import type { GroupCommit } from '../db/group-commit';
import { orderItems, orders } from '../db/schema/orders';
import { conflict, invalid } from '../domain-errors';
import { newOrderNotificationEmail, orderAwaitingPaymentEmail } from '../mail/order-emails';
import { findUsableDiscount, redeemDiscount } from '../marketing/discounts.service';
import { newOrderPushJob } from '../notifications/push.service';
import { enqueueJobBatch, mailJob, type JobSpec } from '../platform/jobs';
import { getActivePromotion } from '../promotions/promotions.service';
import { offeredPaymentOptions } from '../site/payment-methods.service';
import { getCheckoutSettings, type CheckoutSettings } from '../site/store-settings.service';
import { newOrderNumber } from './order-number';
import { trackOrderUrl } from './orders.service';
import { paymentDeadlineJobs, paymentDueAt } from './payment-deadline';

export const methodNotOffered = (method: PaymentMethod) =>
  `${PAYMENT_METHOD_NAMES[method]} is not offered right now. Please choose another payment method.`;

export interface CheckoutContext {
  userId: string | null;
  now: Date;
  ownerEmail: string | undefined;
  publicUrl: string;
  /** The checkout attempt's key (orders/idempotency.ts); unique among orders. */
  idempotencyKey?: string | null;
  /** How the order's commit reaches the disk before it is acknowledged. */
  commits: GroupCommit;
}

interface PricedLine {
  product: Product;
  size: string;
  color: string;
  quantity: number;
  unitPriceCents: number;
}

/** A product with no sizes (or colours) to choose from is ordered with none chosen. */
function offers(options: readonly string[], chosen: string): boolean {
  return options.length === 0 ? chosen === '' : options.includes(chosen);
}

/** Same product, size and colour twice is one line (the cart's identity rule). */
function mergeLines(lines: readonly OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<string, OrderLineInput>();
  for (const line of lines) {
    const key = `${line.productId}|${line.size}|${line.color}`;
    const existing = merged.get(key);
    merged.set(
      key,
      existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line },
    );
  }
  return [...merged.values()];
}

function priceLines(
  lines: readonly OrderLineInput[],
  products: readonly Product[],
  promotion: number | null,
): PricedLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product)
      throw invalid('A product in your cart is no longer available', 'product_unavailable');
    if (!product.inStock) throw invalid(`${product.name} is sold out`, 'product_unavailable');
    if (!offers(product.sizes, line.size)) {
      throw invalid(
        line.size
          ? `${product.name} is not available in size ${line.size}`
          : 'Please select a size',
        'option_unavailable',
      );
    }
    if (!offers(product.colors, line.color)) {
      throw invalid(
        line.color ? `${product.name} is not available in ${line.color}` : 'Please select a color',
        'option_unavailable',
      );
    }
    if (line.quantity > MAX_QUANTITY_PER_LINE) {
      throw invalid(`Quantity can be at most ${MAX_QUANTITY_PER_LINE} per item`);
    }
    return {
      product,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPriceCents: unitPriceCents(product.priceCents, line.size, promotion),
    };
  });
}

/** The picture of the chosen colour, else the main one. */
function lineImage(line: PricedLine): string {
  return (
    line.product.images.find((image) => image.color === line.color)?.url ?? line.product.imageUrl
  );
}

/** The saved order as its mails show it, built from what is about to be inserted. */
function draftOrder(
  id: string,
  input: CreateOrder,
  priced: readonly PricedLine[],
  saved: Pick<
    Order,
    | 'subtotalCents'
    | 'discountCents'
    | 'discountCode'
    | 'discountPercentage'
    | 'shippingCents'
    | 'totalCents'
  >,
  createdAt: Date,
  dueAt: Date,
): Order {
  const items = priced.map((line) => ({
    id: randomUUID(),
    productId: line.product.id,
    productName: line.product.name,
    productImage: lineImage(line),
    selectedSize: line.size,
    selectedColor: line.color,
    quantity: line.quantity,
    priceCents: line.unitPriceCents,
  }));
  return {
    id,
    orderNumber: newOrderNumber(),
    status: 'pending_payment',
    paymentMethod: input.paymentMethod,
    ...saved,
    customerName: input.shipping.name,
    customerEmail: input.shipping.email,
    shippingAddress: input.shipping.address,
    shippingCity: input.shipping.city,
    shippingState: input.shipping.state,
    shippingZip: input.shipping.zip,
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    createdAt: createdAt.toISOString(),
    paymentDueAt: dueAt.toISOString(),
    // The order getOrder reads them in (by product name).
    items: items.sort((a, b) =>
      a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0,
    ),
  };
}

/**
 * The shopper's record of where to pay, and the owner's notice: rendered before the
 * transaction (the embedded database serves one transaction at a time, and a render inside it
 * would hold every other checkout), queued in it.
 */
async function orderMails(
  order: Order,
  payment: PaymentOption,
  notify: CheckoutSettings['notify'],
  publicUrl: string,
): Promise<JobSpec[]> {
  const awaiting = orderAwaitingPaymentEmail(
    order,
    orderPayment(payment, order),
    trackOrderUrl(publicUrl, order),
    notify.storeName,
  );
  // The Orders screen filtered to this one order (its search takes the order number).
  const adminUrl = `${publicUrl}/admin/orders?${new URLSearchParams({ q: order.orderNumber })}`;
  const ownerNotice = notify.to
    ? newOrderNotificationEmail(order, adminUrl, notify.storeName)
    : null;
  const mails = [mailJob({ to: order.customerEmail, ...(await awaiting) })];
  if (notify.to && ownerNotice) mails.push(mailJob({ to: notify.to, ...(await ownerNotice) }));
  return mails;
}

export async function createOrder(
  db: Db,
  input: CreateOrder,
  ctx: CheckoutContext,
): Promise<CreatedOrder> {
  const lines = mergeLines(input.items);
  const [settings, products, promotion] = await Promise.all([
    getCheckoutSettings(db, ctx.ownerEmail),
    getProductsForCheckout(db, [...new Set(lines.map((line) => line.productId))]),
    getActivePromotion(db, ctx.now),
  ]);
  const payment = offeredPaymentOptions(settings.paymentMethods).find(
    (option) => option.id === input.paymentMethod,
  );
  // A checkout page opened before the owner turned the method off.
  if (!payment) throw invalid(methodNotOffered(input.paymentMethod), 'payment_method_unavailable');
  // Read when the order is placed: a changed setting applies to new orders only.
  const dueAt = paymentDueAt(ctx.now, settings.paymentDeadlineHours);
  const priced = priceLines(lines, products, promotion?.discountPercentage ?? null);

  // The code's minimum is measured on the merchandise subtotal after promotions.
  const merchandiseCents = cartTotals(priced).subtotalCents;
  const lookup = input.discountCode
    ? await findUsableDiscount(db, input.discountCode, ctx.now, {
        subtotalCents: merchandiseCents,
        email: input.shipping.email,
      })
    : null;
  if (lookup && !lookup.ok) throw invalid(lookup.error, 'invalid_discount');
  const discount = lookup?.ok ? lookup.discount : null;
  const totals = cartTotals(priced, discount?.percentage ?? null);

  const order = draftOrder(
    randomUUID(),
    input,
    priced,
    {
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      discountCode: discount?.code ?? null,
      discountPercentage: discount?.percentage ?? null,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
    },
    ctx.now,
    dueAt,
  );
  const promotionPercentage = promotion?.discountPercentage ?? null;
  // Order numbers are random, so two orders can draw the same one: a clash draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) order.orderNumber = newOrderNumber();
    const mails = await orderMails(order, payment, settings.notify, ctx.publicUrl);
    const saved = await db.transaction(async (tx) => {
      await ctx.commits.deferFlush(tx);
      if (
        !(await insertOrder(tx, order, {
          promotionPercentage,
          userId: ctx.userId,
          idempotencyKey: ctx.idempotencyKey ?? null,
        }))
      )
        return false;
      if (discount) {
        // After the order row exists, so a shop code's use names its order.
        const refused = await redeemDiscount(tx, discount, {
          orderId: order.id,
          email: input.shipping.email,
          now: ctx.now,
        });
        if (refused) throw conflict(refused, 'discount_used');
      }
      await tx
        .insert(orderItems)
        .values(order.items.map((item) => ({ ...item, orderId: order.id })));
      // In the order's transaction: the shopper's record of where to pay, the owner's notice and
      // push, and the payment deadline exist iff the order does.
      await enqueueJobBatch(tx, [
        ...mails,
        newOrderPushJob(order.id),
        ...paymentDeadlineJobs({ id: order.id, placedAt: ctx.now, dueAt }),
      ]);
      return true;
    });
    if (!saved) continue;
    // Acknowledged only once on the disk (decision 016), in one flush with the orders beside it.
    await ctx.commits.durable();
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
    };
  }
  throw new Error('could not find a free order number');
}

/** Inserts the order unless its number is taken (then false: draw another). */
async function insertOrder(
  tx: DbOrTx,
  order: Order,
  extra: {
    promotionPercentage: number | null;
    userId: string | null;
    idempotencyKey: string | null;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(orders)
    .values({
      id: order.id,
      orderNumber: order.orderNumber,
      userId: extra.userId,
      status: order.status,
      paymentMethod: order.paymentMethod,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      discountCode: order.discountCode,
      discountPercentage: order.discountPercentage,
      promotionPercentage: extra.promotionPercentage,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      shippingAddress: order.shippingAddress,
      shippingCity: order.shippingCity,
      shippingState: order.shippingState,
      shippingZip: order.shippingZip,
      createdAt: new Date(order.createdAt),
      updatedAt: new Date(order.createdAt),
      paymentDueAt: new Date(order.paymentDueAt!),
      idempotencyKey: extra.idempotencyKey,
    })
    .onConflictDoNothing({ target: orders.orderNumber })
    .returning({ id: orders.id });
  return inserted.length === 1;
}
