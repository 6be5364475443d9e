// Turns what the shopper chose into a saved order. Every amount comes from the server's current
// catalogue and the shared pricing rules (DECISIONS.md: the browser never sets a price). An
// order is three inserts (the order, its lines, its jobs), shared with the orders placed at the
// same moment (order-batch.ts), and is acknowledged once it is on the disk (docs/decisions/028,
// 035).
import type {
  CreatedOrder,
  CreateOrder,
  OrderLineInput,
} from '../../shared/orders/checkout.schema';
import { MAX_QUANTITY_PER_LINE } from '../../shared/orders/checkout.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { ActivePromotion } from '../../shared/promotions/promotion.schema';
import type { PaymentMethod } from '../../shared/orders/order-status';
import { PAYMENT_METHOD_NAMES } from '../../shared/orders/payment-methods';
import { cartTotals, unitPriceCents } from '../../shared/pricing/pricing';
import { getProductsForCheckout } from '../catalog/catalog.service';
import type { Db } from '../db/client';
import type { GroupCommit } from '../db/group-commit';
import { conflict, invalid } from '../domain-errors';
import { findUsableDiscount, redeemDiscount } from '../marketing/discounts.service';
import { newOrderPushJob } from '../notifications/push.service';
import { getActivePromotion } from '../promotions/promotions.service';
import { offeredPaymentOptions } from '../settings/payment-methods.service';
import { getCheckoutSettings, type CheckoutSettings } from '../settings/store-settings.service';
import { newOrderNumber } from './order-number';
import { draftOrder, type PricedLine } from './new-order';
import { newOrderMails } from './order-mails';
import type { OrderBatcher } from './order-batch';
import { paymentDeadlineJobs, paymentDueAt } from './payment-deadline';

export const methodNotOffered = (method: PaymentMethod) =>
  `${PAYMENT_METHOD_NAMES[method]} is not offered right now. Please choose another payment method.`;

export interface CheckoutContext {
  userId: string | null;
  now: Date;
  /** The payment methods, deadline and owner's address (checkoutSettingsReader). */
  settings: () => Promise<CheckoutSettings>;
  /** The checkout attempt's key (orders/idempotency.ts); unique among orders. */
  idempotencyKey?: string | null;
  /** How the order's commit reaches the disk before it is acknowledged. */
  commits: GroupCommit;
  /** Saves the order with those placed at the same moment (order-batch.ts). */
  orders: OrderBatcher;
  /** Where the prices come from. */
  catalog: CheckoutCatalog;
  /**
   * Whether the order may mail its shopper, asked once the order is priced: the per-recipient
   * cap (orders.routes.ts). No: the order is saved all the same, and mails its owner only.
   */
  mayMailShopper: (email: string) => Promise<boolean>;
}

/** The products and the promotion a checkout prices with: the server's current ones. */
export interface CheckoutCatalog {
  read(
    ids: readonly string[],
    now: Date,
  ): Promise<{ products: Product[]; promotion: ActivePromotion | null }>;
}

/**
 * The checkout settings, read once for all the checkouts that ask in the same turn of the event
 * loop: the read starts after each of them asked, so none sees settings older than its request.
 */
export function checkoutSettingsReader(
  db: Db,
  ownerEmail: string | undefined,
): () => Promise<CheckoutSettings> {
  let next: Promise<CheckoutSettings> | null = null;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = null;
      return getCheckoutSettings(db, ownerEmail);
    }));
}

/** Read from the database at each checkout (PostgreSQL, where other instances write too). */
export function checkoutCatalogFromDatabase(db: Db): CheckoutCatalog {
  return {
    read: async (ids, now) => {
      const [products, promotion] = await Promise.all([
        getProductsForCheckout(db, ids),
        getActivePromotion(db, now),
      ]);
      return { products, promotion };
    },
  };
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
  const [settings, { products, promotion }] = await Promise.all([
    ctx.settings(),
    ctx.catalog.read([...new Set(lines.map((line) => line.productId))], ctx.now),
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
  const mailShopper = await ctx.mayMailShopper(order.customerEmail);
  // Order numbers are random, so two orders can draw the same one: a clash draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) order.orderNumber = newOrderNumber();
    const saved = await ctx.orders.save({
      order,
      promotionPercentage,
      userId: ctx.userId,
      idempotencyKey: ctx.idempotencyKey ?? null,
      // The shopper's record of where to pay, the owner's notice and push, the deadline: the
      // mails are rendered when they are sent (order-mails.ts).
      jobs: [
        ...newOrderMails(order, payment, settings.notify, mailShopper),
        newOrderPushJob(order.id),
        ...paymentDeadlineJobs({ id: order.id, placedAt: ctx.now, dueAt, remind: mailShopper }),
      ],
      afterInsert: discount
        ? async (tx) => {
            const refused = await redeemDiscount(tx, discount, {
              orderId: order.id,
              email: input.shipping.email,
              now: ctx.now,
            });
            if (refused) throw conflict(refused, 'discount_used');
          }
        : undefined,
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
