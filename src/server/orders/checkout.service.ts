// Turns what the shopper chose into a saved order. Every amount comes from the database and
// the shared pricing rules (DECISIONS.md: the browser never sets a price). An order is one
// transaction of three inserts (the order, its lines, its jobs) and is acknowledged once it is
// on the disk (docs/decisions/028).
import type {
  CreatedOrder,
  CreateOrder,
  OrderLineInput,
} from '../../shared/orders/checkout.schema';
import { MAX_QUANTITY_PER_LINE } from '../../shared/orders/checkout.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { PaymentMethod } from '../../shared/orders/order-status';
import { PAYMENT_METHOD_NAMES } from '../../shared/orders/payment-methods';
import { cartTotals, unitPriceCents } from '../../shared/pricing/pricing';
import { getProductsForCheckout } from '../catalog/catalog.service';
import type { Db } from '../db/client';
import type { GroupCommit } from '../db/group-commit';
import { orderItems } from '../db/schema/orders';
import { conflict, invalid } from '../domain-errors';
import { findUsableDiscount, redeemDiscount } from '../marketing/discounts.service';
import { newOrderPushJob } from '../notifications/push.service';
import { enqueueJobBatch } from '../platform/jobs';
import { getActivePromotion } from '../promotions/promotions.service';
import { offeredPaymentOptions } from '../site/payment-methods.service';
import { getCheckoutSettings } from '../site/store-settings.service';
import { newOrderNumber } from './order-number';
import { draftOrder, insertOrder, orderMails, type PricedLine } from './new-order';
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
      const inserted = await insertOrder(tx, order, {
        promotionPercentage,
        userId: ctx.userId,
        idempotencyKey: ctx.idempotencyKey ?? null,
      });
      // The number is another order's: nothing was written, draw again.
      if (!inserted) return false;
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
