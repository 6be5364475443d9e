// The store every checkout test file starts from: a fresh database with three products, two
// payment methods offered and three shop codes, and the helpers that place an order through
// the HTTP app. Each test file that calls setUpCheckoutStore() gets its own database.
import { afterAll, beforeAll } from 'vitest';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import { discountCodes } from '../db/schema/marketing';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import { createTestApp, type TestApp } from './test-app';

export const NOW = new Date('2026-11-22T12:00:00Z');
export let t: TestApp;
export let tee: string;
export let hoodie: string;
export let soldOut: string;

export function setUpCheckoutStore(): void {
  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    const rows = await t.db
      .insert(products)
      .values([
        {
          name: 'Faith Tee',
          priceCents: 3499,
          sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
          colors: ['Black', 'White'],
          images: [
            { url: '/uploads/product-images/tee-black-w1600.webp', color: 'Black' },
            { url: '/uploads/product-images/tee-white-w1600.webp', color: 'White' },
          ],
        },
        { name: 'Grace Hoodie', priceCents: 6000, sizes: ['M', 'L'], colors: ['Navy'] },
        { name: 'Gone Tee', priceCents: 3000, sizes: ['M'], colors: ['Black'], inStock: false },
      ])
      .returning();
    [tee, hoodie, soldOut] = rows.map((row) => row.id) as [string, string, string];
    await t.db.insert(siteSettings).values({
      settingKey: 'payment_methods',
      settingValue: {
        cashapp: { enabled: true, handle: '$CTKApparel' },
        venmo: { enabled: false, handle: '@ctk' },
        zelle: { enabled: true, handle: 'pay@example.com' },
      },
    });
    await t.db.insert(discountCodes).values([
      { code: 'SAVE20', discountPercentage: 20, isActive: true },
      { code: 'OFF', discountPercentage: 50, isActive: false },
      {
        code: 'OLD',
        discountPercentage: 50,
        isActive: true,
        expiresAt: new Date('2026-11-01T00:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());
}

export const shipping = {
  name: 'Ruth Shopper',
  email: 'Ruth@Example.com',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

export function order(overrides: Partial<CreateOrder> = {}): CreateOrder {
  return {
    shipping,
    items: [{ productId: tee, size: 'M', color: 'Black', quantity: 2 }],
    paymentMethod: 'cashapp',
    discountCode: null,
    ...overrides,
  };
}

export async function place(body: unknown, cookie?: string) {
  const response = await t.request('POST', '/api/orders', { body, ...(cookie ? { cookie } : {}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function counts() {
  return {
    orders: (await t.db.select().from(orders)).length,
    items: (await t.db.select().from(orderItems)).length,
  };
}
