// Whatever a visitor types into a public form, the store answers 2xx or 4xx, never 500, and a
// refused request leaves nothing behind. Random strings include NULs, control characters,
// lone surrogates and strings far over every limit.
import { count, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { jobs, mailMessages } from '../db/schema/jobs';
import { emailSubscribers } from '../db/schema/marketing';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { profiles } from '../db/schema/profiles';
import { contactMessages } from '../db/schema/site';
import { siteSettings } from '../db/schema/settings';
import { guestOrder } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';

const RUNS = 30;
let t: TestApp;
let productId: string;
let orderId: string;
let shopper: string;

beforeAll(async () => {
  // Tracking is limited per client: each run comes from its own address.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  const [product] = await t.db
    .insert(products)
    .values({ name: 'Faith Tee', priceCents: 3499, sizes: ['M'], colors: ['Black'] })
    .returning();
  productId = product!.id;
  await t.db.insert(siteSettings).values({
    settingKey: 'payment_methods',
    settingValue: { cashapp: { enabled: true, handle: '$CTKApparel' } },
  });
  const placed = await t.request('POST', '/api/orders', {
    body: guestOrder(productId, { email: 'ruth@example.com' }),
  });
  expect(placed.status).toBe(201);
  orderId = ((await placed.json()) as { orderId: string }).orderId;
  shopper = await t.signUp('profile@example.com');
});
afterAll(() => t.close());

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const nasty = fc.constantFrom('\u0000', '\ud800', '\udfff', '\u001b', '\u0085', '\u007f', '\r');
/** Any string a client could send: ordinary text, raw UTF-16 code units, control characters, huge. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: fc.oneof(nasty, fc.constantFrom('a', ' ', '\n', 'é', '😀')) }),
  fc.string({ unit: nasty, minLength: 1, maxLength: 3 }).map((bad) => `Jane${bad}Doe`),
  fc.constantFrom('x'.repeat(300), 'x'.repeat(100_006), '\u0000'.repeat(2_000_000)),
);
/** A field that is sometimes valid, so the others' checks are reached too. */
const field = (valid: string) => fc.oneof(fc.constant(valid), anyText);
const email = field('shopper@example.com');

/** Everything a public write could leave behind. */
async function snapshot() {
  const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await rows(user),
    profiles: await t.db.select().from(profiles),
    contact: await rows(contactMessages),
    subscribers: await rows(emailSubscribers),
    orders: await t.db.select({ id: orders.id, status: orders.status }).from(orders),
    orderItems: await rows(orderItems),
    jobs: await rows(jobs),
    mail: await rows(mailMessages),
  };
}

interface Write {
  method: string;
  url: string;
  /** JSON.stringify'd unless a string already (a body nested past what stringify can walk). */
  body: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Sends `write`: never a 5xx; after a 4xx nothing was written. */
async function check(write: Write) {
  const before = await snapshot();
  const response =
    typeof write.body === 'string'
      ? await t.app.request(write.url, {
          method: write.method,
          headers: {
            origin: t.config.publicUrl,
            'content-type': 'application/json',
            ...(write.cookie ? { cookie: write.cookie } : {}),
            ...write.headers,
          },
          body: write.body,
        })
      : await t.request(write.method, write.url, write);
  expect(response.status, await response.clone().text()).toBeLessThan(500);
  if (response.status >= 400) expect(await snapshot()).toEqual(before);
}

const run = <T>(arbitrary: fc.Arbitrary<T>, toWrite: (value: T) => Write, examples: T[]) =>
  fc.assert(
    fc.asyncProperty(arbitrary, (value) => check(toWrite(value))),
    { numRuns: RUNS, examples: examples.map((example) => [example] as [T]) },
  );

describe('public writes with any text', () => {
  it('contact form', async () => {
    await run(
      fc.record({ name: field('Jane Doe'), email, message: field('Hello') }),
      (body) => ({ method: 'POST', url: '/api/contact', body }),
      [
        { name: 'Jane\u0000Doe', email: 'jane@example.com', message: 'Hello' },
        { name: 'Jane\ud800', email: 'jane@example.com', message: 'Hello' },
      ],
    );
    // Mail for the messages that were taken renders and is kept.
    await t.runJobs();
    expect(await t.db.select().from(jobs).where(isNotNull(jobs.lastError))).toEqual([]);
  });

  it('newsletter sign-up', async () => {
    await run(
      fc.record({ email, phone: field('555-0100') }),
      (body) => ({ method: 'POST', url: '/api/newsletter/subscribe', body }),
      [{ email: 'news@example.com', phone: '555\u00000100' }],
    );
  });

  it('discount code check', async () => {
    await run(
      fc.record({ code: field('SAVE10') }),
      (body) => ({ method: 'POST', url: '/api/discounts/validate', body }),
      [{ code: 'SAVE\u000010' }],
    );
  });

  it('placing an order', async () => {
    const shipping = fc.record({
      name: field('Ruth Shopper'),
      email,
      address: field('1 Main St'),
      city: field('Austin'),
      state: field('TX'),
      zip: field('78701'),
    });
    const item = fc.record({ size: field('M'), color: field('Black') });
    await run(
      fc.record({ shipping, item, discountCode: fc.option(field('SAVE10')) }),
      ({ shipping, item, discountCode }) => ({
        method: 'POST',
        url: '/api/orders',
        body: {
          shipping,
          items: [{ productId, ...item, quantity: 1 }],
          paymentMethod: 'cashapp',
          discountCode,
        },
      }),
      [
        {
          shipping: {
            name: 'Ruth\u0000Shopper',
            email: 'ruth@example.com',
            address: '1 Main St',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
          },
          item: { size: 'M', color: 'Black' },
          discountCode: null,
        },
      ],
    );
  });

  it('"I\'ve Sent the Payment"', async () => {
    await run(
      email,
      (value) => ({
        method: 'POST',
        url: `/api/orders/${orderId}/payment-sent`,
        body: { email: value },
      }),
      ['ruth\u0000@example.com'],
    );
  });

  it('"I\'ve Sent the Payment" with a reference', async () => {
    await run(
      field('$RuthShopper'),
      (reference) => ({
        method: 'POST',
        url: `/api/orders/${orderId}/payment-sent`,
        body: { email: 'ruth@example.com', reference },
      }),
      ['$Ruth\u0000Shopper', 'x'.repeat(201)],
    );
  });

  it('order tracking', async () => {
    let client = 0;
    await run(
      fc.record({ orderNumber: field('CTK-12345'), email }),
      (body) => ({
        method: 'POST',
        url: '/api/orders/track',
        body,
        headers: { 'x-forwarded-for': `192.0.2.${client++ % 250}` },
      }),
      [{ orderNumber: 'CTK-1\u00002345', email: 'ruth@example.com' }],
    );
  });

  it('profile update', async () => {
    await run(
      fc.record({ fullName: field('Grace Hopper'), phone: field('555-0100') }),
      (body) => ({ method: 'PATCH', url: '/api/profile', body, cookie: shopper }),
      [{ fullName: 'Grace\u0000Hopper', phone: '' }],
    );
  });

  it('sign-up', async () => {
    let n = 0;
    await run(
      fc.record({ email: fc.oneof(anyText, fc.constant('')), name: field('Grace Hopper') }),
      // A fresh valid address half the time, so the name's checks are reached.
      ({ email, name }) => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: {
          email: email === '' ? `new${n++}@example.com` : email,
          password: 'long-enough',
          name,
        },
      }),
      [{ email: '', name: 'Grace\u0000Hopper' }],
    );
  });

  it('"Forgot password?" and the reset link\'s page', async () => {
    // Both are limited per client: each run comes from its own address.
    let client = 0;
    const from = () => ({ 'x-forwarded-for': `198.51.100.${client++ % 250}` });
    await run(
      fc.record({ email: field('profile@example.com') }),
      (body) => ({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        body,
        headers: from(),
      }),
      [{ email: 'profile\u0000@example.com' }],
    );
    await run(
      fc.record({ token: anyText, newPassword: field('long-enough') }),
      (body) => ({ method: 'POST', url: '/api/auth/reset-password', body, headers: from() }),
      [{ token: 'abc\u0000', newPassword: 'long-enough' }],
    );
  });

  it('any body nested to any depth', async () => {
    // A valid sign-up or sign-in with one field wrapped `depth` times in objects or arrays.
    const nested = fc.record({
      depth: fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 64, max: 150_000 })),
      array: fc.boolean(),
      url: fc.constantFrom('/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/contact'),
    });
    let client = 0;
    await run(
      nested,
      ({ depth, array, url }) => {
        const [open, close] = array ? ['[', ']'] : ['{"name":', '}'];
        const name = `${open.repeat(depth)}"Grace"${close.repeat(depth)}`;
        return {
          method: 'POST',
          url,
          body: `{"email":"deep${client}@example.com","password":"long-enough","name":${name},"message":"Hi"}`,
          headers: { 'x-forwarded-for': `203.0.113.${client++ % 250}` },
        };
      },
      [{ depth: 100_000, array: false, url: '/api/auth/sign-in/email' }],
    );
  });
});
