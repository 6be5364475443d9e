// The card-payment product sync, through the real app and the official Stripe SDK, against
// a local server standing in for Stripe's API (the only fake: the edge we do not own).
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createProductCardSync } from '../catalog/catalog.admin.service';
import { collections } from '../db/schema/collections';
import { products } from '../db/schema/products';
import { createLogger } from '../logger';
import { generateVapidKeys } from '../secrets';
import { createServices, type Services } from '../services';
import { createTestApp, type TestApp } from '../test/test-app';
import { createStripeSync } from './stripe-sync';
import {
  startStripeTestServer,
  type StripeTestServer,
} from '../../test-support/stripe-test-server';

const SECRET_KEY = 'sk_test_store123';
let t: TestApp;
let stripe: StripeTestServer;
let services: Services;
let app: ReturnType<typeof createApp>['app'];
let owner: string;

beforeAll(async () => {
  stripe = await startStripeTestServer();
  t = await createTestApp();
  // The same database and files as the test app, with the sync pointed at the stand-in and
  // its bus and limits in this process.
  services = await createServices(
    {
      config: { ...t.config, stripeSecretKey: SECRET_KEY, redisUrl: undefined },
      database: t.database,
      logger: createLogger('silent'),
      // The test app's session secret, so a session made here is valid there too.
      secrets: {
        sessionSecret: 'test-session-secret-at-least-32-characters',
        vapid: generateVapidKeys(),
      },
    },
    {
      stripe: createStripeSync({
        secretKey: SECRET_KEY,
        logger: createLogger('silent'),
        stripeConfig: stripe.config,
      }),
    },
  );
  ({ app } = createApp(services));
  // Claimed through the test app (setup code); the session is valid on this app too.
  owner = await t.signUpOwner();
  await t.db.insert(collections).values([{ name: 'NBA' }]);
});
afterAll(async () => {
  await services.close();
  await stripe.close();
  await t.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.failWith(null);
  stripe.delayBy(0);
});

function request(method: string, url: string, body?: unknown) {
  return app.request(url, {
    method,
    headers: {
      origin: t.config.publicUrl,
      ...(owner ? { cookie: owner } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

const input = {
  name: 'Faith Tee',
  priceCents: 2999,
  description: 'Heavyweight cotton.',
  collections: ['NBA'],
  sizes: ['M'],
  colors: ['Black'],
  inStock: true,
  images: [
    { url: '/uploads/product-images/a-w1600.webp', color: 'Black' },
    { url: 'https://cdn.example.com/b.jpg', color: null },
  ],
};

async function stripeIdOf(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return row?.stripeProductId ?? null;
}

async function createProduct(body = input): Promise<string> {
  const response = await request('POST', '/api/admin/products', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

describe('Stripe product sync', () => {
  it('creates the product in Stripe with a USD default price and keeps its id', async () => {
    const id = await createProduct();

    expect(stripe.requests).toHaveLength(1);
    const [create] = stripe.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/products' });
    expect(create!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(create!.params).toEqual({
      name: 'Faith Tee',
      description: 'Heavyweight cotton.',
      'images[0]': `${t.config.publicUrl}/uploads/product-images/a-w1600.webp`,
      'images[1]': 'https://cdn.example.com/b.jpg',
      active: 'true',
      'metadata[store_product_id]': id,
      'default_price_data[currency]': 'usd',
      'default_price_data[unit_amount]': '2999',
    });
    const stripeId = await stripeIdOf(id);
    expect(stripeId).toMatch(/^prod_/);
    expect(stripe.products.get(stripeId!)).toMatchObject({ name: 'Faith Tee', active: true });
  });

  it('updates it; a changed price becomes a new default price and the old one is archived', async () => {
    const id = await createProduct();
    const stripeId = (await stripeIdOf(id))!;
    const firstPrice = stripe.products.get(stripeId)!.default_price!;
    stripe.requests.length = 0;

    // Same price, now sold out: one update, no new price.
    const soldOut = await request('PUT', `/api/admin/products/${id}`, {
      ...input,
      name: 'Faith Tee (Vintage)',
      inStock: false,
    });
    expect(soldOut.status).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/products/${stripeId}`,
    ]);
    expect(stripe.requests[0]!.params).toMatchObject({
      name: 'Faith Tee (Vintage)',
      active: 'false',
      'expand[0]': 'default_price',
    });
    stripe.requests.length = 0;

    // A new price.
    const repriced = await request('PUT', `/api/admin/products/${id}`, {
      ...input,
      priceCents: 3499,
    });
    expect(repriced.status).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/products/${stripeId}`,
      'POST /v1/prices',
      `POST /v1/products/${stripeId}`,
      `POST /v1/prices/${firstPrice}`,
    ]);
    expect(stripe.requests[1]!.params).toEqual({
      product: stripeId,
      currency: 'usd',
      unit_amount: '3499',
    });
    const newPrice = stripe.products.get(stripeId)!.default_price!;
    expect(newPrice).not.toBe(firstPrice);
    expect(stripe.requests[2]!.params).toEqual({ default_price: newPrice });
    expect(stripe.requests[3]!.params).toEqual({ active: 'false' });
    expect(stripe.prices.get(newPrice)).toMatchObject({ unit_amount: 3499, active: true });
    expect(await stripeIdOf(id)).toBe(stripeId);
  });

  it('still saves when Stripe fails, and creates the product on the next good save', async () => {
    stripe.failWith(500);
    const id = await createProduct();
    expect(stripe.requests).toHaveLength(1);
    expect(await stripeIdOf(id)).toBeNull();

    const edited = await request('PUT', `/api/admin/products/${id}`, {
      ...input,
      priceCents: 1000,
    });
    expect(edited.status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row!.priceCents).toBe(1000);

    stripe.failWith(null);
    stripe.requests.length = 0;
    expect((await request('PUT', `/api/admin/products/${id}`, input)).status).toBe(200);
    expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/products']);
    expect(await stripeIdOf(id)).toMatch(/^prod_/);
  });

  it('creates the product again when it was deleted on Stripe', async () => {
    const id = await createProduct();
    const stripeId = (await stripeIdOf(id))!;
    stripe.products.delete(stripeId);
    stripe.requests.length = 0;
    expect((await request('PUT', `/api/admin/products/${id}`, input)).status).toBe(200);
    expect(stripe.requests.map((r) => r.path)).toEqual([
      `/v1/products/${stripeId}`,
      '/v1/products',
    ]);
    expect(await stripeIdOf(id)).not.toBe(stripeId);
  });

  it('archives a deleted product in Stripe', async () => {
    const id = await createProduct();
    const stripeId = (await stripeIdOf(id))!;
    stripe.requests.length = 0;
    expect((await request('DELETE', `/api/admin/products/${id}`)).status).toBe(204);
    expect(stripe.requests).toEqual([
      expect.objectContaining({ path: `/v1/products/${stripeId}`, params: { active: 'false' } }),
    ]);
    expect(stripe.products.get(stripeId)!.active).toBe(false);
  });
});

describe('a slow Stripe', () => {
  it('holds a save no longer than the wait limit; the sync finishes in the background', async () => {
    const [row] = await t.db
      .insert(products)
      .values({ name: 'Slow Tee', priceCents: 1500, description: 'x', collections: ['NBA'] })
      .returning();
    const cardSync = createProductCardSync({
      db: t.db,
      sync: createStripeSync({
        secretKey: SECRET_KEY,
        logger: createLogger('silent'),
        stripeConfig: stripe.config,
      }),
      publicUrl: t.config.publicUrl,
      logger: createLogger('silent'),
      waitMs: 50,
    });
    stripe.delayBy(500);
    const started = performance.now();
    await cardSync.afterSave(row!.id);
    expect(performance.now() - started).toBeLessThan(400);
    expect(await stripeIdOf(row!.id)).toBeNull();

    await cardSync.idle();
    expect(await stripeIdOf(row!.id)).toMatch(/^prod_/);
  });
});

describe('without a Stripe key', () => {
  it('is off, says so once at start-up, and product saves skip it', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const sync = createStripeSync({ secretKey: undefined, logger });
    expect(sync.enabled).toBe(false);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'card-payment sync is off (STRIPE_SECRET_KEY is not set); product saves skip it',
    });

    // The test app has no key: a save works and Stripe hears nothing.
    const response = await t.request('POST', '/api/admin/products', { cookie: owner, body: input });
    expect(response.status).toBe(201);
    expect(stripe.requests).toEqual([]);
  });
});
