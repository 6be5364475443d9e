// Turns what the shopper chose into a saved order. Every amount comes from the database and
// the shared pricing rules (DECISIONS.md: the browser never sets a price).
import { eq } from 'drizzle-orm';
import type {
  CreatedOrder,
  CreateOrder,
  OrderLineInput,
} from '../../shared/orders/checkout.schema';
import { MAX_QUANTITY_PER_LINE } from '../../shared/orders/checkout.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { PaymentMethod } from '../../shared/orders/order-status';
import { orderPayment, PAYMENT_METHOD_NAMES } from '../../shared/orders/payment-methods';
import { cartTotals, unitPriceCents } from '../../shared/pricing/pricing';
import { getProductsForCheckout } from '../catalog/catalog.service';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { orderItems, orders } from '../db/schema/orders';
import { conflict, invalid } from '../domain-errors';
import { newOrderNotificationEmail, orderAwaitingPaymentEmail } from '../mail/order-emails';
import { findUsableDiscount, redeemDiscount } from '../marketing/discounts.service';
import { enqueueNewOrderPush } from '../notifications/push.service';
import { enqueueMail } from '../platform/jobs';
import { getActivePromotion } from '../promotions/promotions.service';
import { findPaymentOption } from '../site/payment-methods.service';
import { getNotificationAddress, getPaymentDeadlineHours } from '../site/store-settings.service';
import { newOrderNumber } from './order-number';
import { getOrder, trackOrderUrl } from './orders.service';
import { paymentDueAt, schedulePaymentDeadline } from './payment-deadline';

export const methodNotOffered = (method: PaymentMethod) =>
  `${PAYMENT_METHOD_NAMES[method]} is not offered right now. Please choose another payment method.`;

export interface CheckoutContext {
  userId: string | null;
  now: Date;
  ownerEmail: string | undefined;
  publicUrl: string;
  /** The checkout attempt's key (orders/idempotency.ts); unique among orders. */
  idempotencyKey?: string | null;
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

export async function createOrder(
  db: Db,
  input: CreateOrder,
  ctx: CheckoutContext,
): Promise<CreatedOrder> {
  const payment = await findPaymentOption(db, input.paymentMethod);
  // A checkout page opened before the owner turned the method off.
  if (!payment) throw invalid(methodNotOffered(input.paymentMethod), 'payment_method_unavailable');
  const notify = await getNotificationAddress(db, ctx.ownerEmail);
  // Read when the order is placed: a changed setting applies to new orders only.
  const dueAt = paymentDueAt(ctx.now, await getPaymentDeadlineHours(db));

  const lines = mergeLines(input.items);
  const [products, promotion] = await Promise.all([
    getProductsForCheckout(db, [...new Set(lines.map((line) => line.productId))]),
    getActivePromotion(db, ctx.now),
  ]);
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

  const orderId = await db.transaction(async (tx) => {
    const id = await insertOrderWithFreshNumber(tx, {
      userId: ctx.userId,
      status: 'pending_payment',
      paymentMethod: input.paymentMethod,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      discountCode: discount?.code ?? null,
      discountPercentage: discount?.percentage ?? null,
      promotionPercentage: promotion?.discountPercentage ?? null,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      customerName: input.shipping.name,
      customerEmail: input.shipping.email,
      shippingAddress: input.shipping.address,
      shippingCity: input.shipping.city,
      shippingState: input.shipping.state,
      shippingZip: input.shipping.zip,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      paymentDueAt: dueAt,
      idempotencyKey: ctx.idempotencyKey ?? null,
    });
    if (discount) {
      // After the order row exists, so a shop code's use names its order.
      const refused = await redeemDiscount(tx, discount, {
        orderId: id,
        email: input.shipping.email,
        now: ctx.now,
      });
      if (refused) throw conflict(refused, 'discount_used');
    }
    await tx.insert(orderItems).values(
      priced.map((line) => ({
        orderId: id,
        productId: line.product.id,
        productName: line.product.name,
        productImage: lineImage(line),
        selectedSize: line.size,
        selectedColor: line.color,
        quantity: line.quantity,
        priceCents: line.unitPriceCents,
      })),
    );
    const order = (await getOrder(tx, id))!;
    // In the order's transaction: the shopper's record of where to pay exists iff the order does.
    const awaiting = await orderAwaitingPaymentEmail(
      order,
      orderPayment(payment, order),
      trackOrderUrl(ctx.publicUrl, order),
      notify.storeName,
    );
    await enqueueMail(tx, { to: order.customerEmail, ...awaiting });
    if (notify.to) {
      // The Orders screen filtered to this one order, its detail open (orders-page.tsx).
      const query = new URLSearchParams({ q: order.orderNumber, order: order.id });
      const adminUrl = `${ctx.publicUrl}/admin/orders?${query}`;
      const mail = await newOrderNotificationEmail(order, adminUrl, notify.storeName);
      await enqueueMail(tx, { to: notify.to, ...mail });
    }
    await enqueueNewOrderPush(tx, id);
    await schedulePaymentDeadline(tx, { id, placedAt: ctx.now, dueAt });
    return id;
  });

  const [saved] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    orderId,
    orderNumber: saved!.orderNumber,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
  };
}

type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'>;

/**
 * Order numbers are random, so two orders can draw the same one; the insert runs in a
 * savepoint and a clash draws again instead of failing the whole order.
 */
async function insertOrderWithFreshNumber(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  values: NewOrder,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await tx.transaction(async (savepoint) =>
        savepoint
          .insert(orders)
          .values({ ...values, orderNumber: newOrderNumber() })
          .returning({ id: orders.id }),
      );
      return row!.id;
    } catch (error) {
      if (!isUniqueViolation(error, 'orders_order_number_unique')) throw error;
    }
  }
  throw new Error('could not find a free order number');
}
