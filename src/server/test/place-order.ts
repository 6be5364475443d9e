// Test helper: a product and a payment method to order with, and a guest order placed through
// POST /api/orders, for tests of what happens after an order is saved (alerts, mail, push).
import {
  CreatedOrderSchema,
  type CreateOrder,
  type CreatedOrder,
} from '../../shared/orders/checkout.schema';
import type { PaymentMethod } from '../../shared/orders/order-status';
import { products } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import type { TestApp } from './test-app';

/** Sets the store up to take orders; returns the id of a $34.99 tee (S-XL, Black). */
export async function stockStore(t: TestApp): Promise<string> {
  const [tee] = await t.db
    .insert(products)
    .values({
      name: 'Faith Tee',
      priceCents: 3499,
      sizes: ['S', 'M', 'L', 'XL'],
      colors: ['Black'],
    })
    .returning({ id: products.id });
  await t.db
    .insert(siteSettings)
    .values({
      settingKey: 'payment_methods',
      settingValue: { cashapp: { enabled: true, handle: '$CTKApparel' } },
    })
    .onConflictDoNothing();
  return tee!.id;
}

export interface GuestOrderOptions {
  name?: string;
  email?: string;
  /** Tees (size M, Black) on its one line. */
  quantity?: number;
  paymentMethod?: PaymentMethod;
  discountCode?: string | null;
}

/**
 * The body of a valid guest checkout: `quantity` of `productId` in M, Black (stockStore's tee),
 * shipped to Austin, paid by Cash App, no code, unless `options` say otherwise.
 */
export function guestOrder(productId: string, options: GuestOrderOptions = {}): CreateOrder {
  return {
    shipping: {
      name: options.name ?? 'Ruth Shopper',
      email: options.email ?? 'guest@example.com',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    items: [{ productId, size: 'M', color: 'Black', quantity: options.quantity ?? 1 }],
    paymentMethod: options.paymentMethod ?? 'cashapp',
    discountCode: options.discountCode ?? null,
  };
}

/** A guest's order of `quantity` tees, placed as the checkout places it. */
export async function placeOrder(
  t: TestApp,
  productId: string,
  customerName: string,
  quantity = 1,
): Promise<CreatedOrder> {
  const response = await t.request('POST', '/api/orders', {
    body: guestOrder(productId, { name: customerName, quantity }),
  });
  if (response.status !== 201) {
    throw new Error(`placing an order failed: ${response.status} ${await response.text()}`);
  }
  return CreatedOrderSchema.parse(await response.json());
}
