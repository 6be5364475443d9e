// On the embedded database checkout prices come from the catalogue snapshot (decision 035): the
// owner's writes through the back office and a promotion's end must reach the next order all
// the same, as they would with a read of the database per order.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { CreatedOrderSchema } from '../../shared/orders/checkout.schema';
import { collections } from '../db/schema/collections';
import { siteSettings } from '../db/schema/settings';
import { shipping } from '../test/checkout-store';
import { createTestApp, type TestApp } from '../test/test-app';

const START = new Date('2026-11-22T12:00:00Z');
const HOUR = 60 * 60 * 1000;

let now = START;
let t: TestApp;
let owner: string;
let teeId: string;

const tee = {
  name: 'Faith Tee',
  priceCents: 4000,
  description: 'Heavyweight cotton.',
  collections: ['Fall Drop'],
  sizes: ['M'],
  colors: ['Black'],
  inStock: true,
  featuredInCollections: [],
  images: [{ url: '/uploads/product-images/tee-w1600.webp', color: 'Black' }],
};

const admin = (method: string, url: string, body: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, body });

async function orderOneTee() {
  const response = await t.request('POST', '/api/orders', {
    body: {
      shipping,
      items: [{ productId: teeId, size: 'M', color: 'Black', quantity: 1 }],
      paymentMethod: 'cashapp',
      discountCode: null,
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const subtotalOfOneTee = async () =>
  CreatedOrderSchema.parse((await orderOneTee()).body).subtotalCents;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  owner = await t.signUpOwner();
  await t.db.insert(siteSettings).values({
    settingKey: 'payment_methods',
    settingValue: {
      cashapp: { enabled: true, handle: '$CTKApparel' },
      venmo: { enabled: false, handle: '@ctk' },
      zelle: { enabled: false, handle: '' },
    },
  });
  await t.db.insert(collections).values({ name: 'Fall Drop' });
  const created = await admin('POST', '/products', tee);
  expect(created.status).toBe(201);
  teeId = ((await created.json()) as { product: { id: string } }).product.id;
});
afterAll(() => t.close());

describe('checkout prices on the embedded database', () => {
  it('charges the price the owner has just set in the back office', async () => {
    expect(await subtotalOfOneTee()).toBe(4000);
    expect((await admin('PUT', `/products/${teeId}`, { ...tee, priceCents: 4500 })).status).toBe(
      200,
    );
    expect(await subtotalOfOneTee()).toBe(4500);
  });

  it('refuses a product the owner has just marked sold out, and sells it again after', async () => {
    await admin('PUT', `/products/${teeId}`, { ...tee, inStock: false });
    const refused = await orderOneTee();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: 'Faith Tee is sold out' } });

    await admin('PUT', `/products/${teeId}`, tee);
    expect((await orderOneTee()).status).toBe(201);
  });

  it('takes a promotion off while it runs, and charges full price once its end has passed', async () => {
    const promotion = await admin('POST', '/promotions', {
      title: 'Weekend Sale',
      discountPercentage: 25,
      startDate: new Date(now.getTime() - HOUR).toISOString(),
      endDate: new Date(now.getTime() + HOUR).toISOString(),
      bannerMessage: '25% off this weekend',
      isActive: true,
    });
    expect(promotion.status).toBe(201);
    expect(await subtotalOfOneTee()).toBe(3000);

    now = new Date(now.getTime() + 2 * HOUR);
    expect(await subtotalOfOneTee()).toBe(4000);
  });
});
