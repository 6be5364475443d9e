// The optional limits of a shop code, enforced in the order's transaction: total uses, one use
// per customer e-mail, a minimum subtotal. Concurrent orders run on PGlite and, in CI, again on
// PostgreSQL (TEST_DATABASE_URL), where they truly overlap.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import { discountCodes, discountCodeUses } from '../db/schema/marketing';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import { guestOrder } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let tee: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const [row] = await t.db
    .insert(products)
    .values({ name: 'Faith Tee', priceCents: 2500, sizes: ['M'], colors: ['Black'] })
    .returning();
  tee = row!.id;
  await t.db.insert(siteSettings).values({
    settingKey: 'payment_methods',
    settingValue: { cashapp: { enabled: true, handle: '$CTK' } },
  });
});
afterAll(() => t.close());

async function addCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  await t.db.insert(discountCodes).values({ discountPercentage: 20, isActive: true, ...values });
}

const order = (code: string, email = 'ruth@example.com', quantity = 2): CreateOrder =>
  guestOrder(tee, { email, quantity, discountCode: code });

async function place(body: CreateOrder, from = '203.0.113.1') {
  const response = await t.request('POST', '/api/orders', { body, from });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function validate(code: string, subtotalCents?: number) {
  const response = await t.request('POST', '/api/discounts/validate', {
    body: { code, ...(subtotalCents === undefined ? {} : { subtotalCents }) },
  });
  return response.json();
}

async function usage(code: string) {
  const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row!.usageCount;
}

async function ordersWith(code: string) {
  return (await t.db.select().from(orders).where(eq(orders.discountCode, code))).length;
}

describe('total uses', () => {
  it('counts each order and refuses the code once they are used up', async () => {
    await addCode({ code: 'TWO-ONLY', maxUses: 2 });
    expect((await place(order('TWO-ONLY', 'a@example.com'))).status).toBe(201);
    expect((await place(order('TWO-ONLY', 'b@example.com'))).status).toBe(201);
    expect(await usage('TWO-ONLY')).toBe(2);

    const third = await place(order('TWO-ONLY', 'c@example.com'));
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      error: { message: 'This discount code has reached its usage limit' },
    });
    expect(await validate('TWO-ONLY')).toEqual({
      valid: false,
      code: 'TWO-ONLY',
      discount_percentage: null,
      error: 'This discount code has reached its usage limit',
    });
    expect(await ordersWith('TWO-ONLY')).toBe(2);
  });

  it('are never exceeded by orders placed at the same time', async () => {
    await addCode({ code: 'RACE-3', maxUses: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        place(order('RACE-3', `racer${i}@example.com`), `203.0.113.${10 + i}`),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    for (const refused of results.filter((result) => result.status !== 201)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body).toMatchObject({
        error: { message: 'This discount code has reached its usage limit' },
      });
    }
    expect(await usage('RACE-3')).toBe(3);
    expect(await ordersWith('RACE-3')).toBe(3);
  });
});

describe('one use per customer e-mail', () => {
  it('lets each address use the code once, whatever the case it is typed in', async () => {
    await addCode({ code: 'ONCE', oncePerCustomer: true });
    expect((await place(order('ONCE', 'naomi@example.com'))).status).toBe(201);
    const again = await place(order('ONCE', 'Naomi@Example.com'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: { message: 'You have already used this discount code' },
    });
    expect((await place(order('ONCE', 'ruth@example.com'))).status).toBe(201);
    expect(await usage('ONCE')).toBe(2);
    const [code] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'ONCE'));
    const uses = await t.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.discountCodeId, code!.id));
    expect(uses.map((use) => use.email).sort()).toEqual(['naomi@example.com', 'ruth@example.com']);
    expect(uses.every((use) => use.orderId !== null)).toBe(true);
  });

  it('holds for two orders from one address placed at the same time', async () => {
    await addCode({ code: 'ONCE-RACE', oncePerCustomer: true });
    const results = await Promise.all([
      place(order('ONCE-RACE', 'esther@example.com'), '203.0.113.30'),
      place(order('ONCE-RACE', 'esther@example.com'), '203.0.113.31'),
    ]);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.find((result) => result.status !== 201)?.body).toMatchObject({
      error: { message: 'You have already used this discount code' },
    });
    expect(await usage('ONCE-RACE')).toBe(1);
    expect(await ordersWith('ONCE-RACE')).toBe(1);
  });

  it('lets the same address use a code without the limit again', async () => {
    await addCode({ code: 'OFTEN' });
    expect((await place(order('OFTEN', 'hannah@example.com'))).status).toBe(201);
    expect((await place(order('OFTEN', 'hannah@example.com'))).status).toBe(201);
    expect(await usage('OFTEN')).toBe(2);
  });
});

describe('minimum subtotal', () => {
  it('is checked on the merchandise subtotal, at validation and with the order', async () => {
    await addCode({ code: 'BIG-SPENDER', minSubtotalCents: 7500 });
    const below = 'This discount code needs a subtotal of at least $75.00';
    expect(await validate('BIG-SPENDER', 7499)).toMatchObject({ valid: false, error: below });
    expect(await validate('BIG-SPENDER', 7500)).toMatchObject({
      valid: true,
      discount_percentage: 20,
    });
    // Without the cart's subtotal the code itself is fine; the order decides.
    expect(await validate('BIG-SPENDER')).toMatchObject({ valid: true });

    // 2 x $25.00 = $50.00: below; 3 x $25.00 = $75.00: enough.
    const small = await place(order('BIG-SPENDER', 'deborah@example.com', 2));
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ error: { message: below } });
    const enough = await place(order('BIG-SPENDER', 'deborah@example.com', 3));
    expect(enough.status).toBe(201);
    expect(enough.body).toMatchObject({ subtotalCents: 7500, discountCents: 1500 });
    expect(await usage('BIG-SPENDER')).toBe(1);
  });
});

describe('a code switched off or expired after it was checked', () => {
  it('is refused with the reason', async () => {
    await addCode({ code: 'GONE' });
    expect(await validate('GONE')).toMatchObject({ valid: true });
    await t.db.update(discountCodes).set({ isActive: false }).where(eq(discountCodes.code, 'GONE'));
    expect((await place(order('GONE'))).body).toMatchObject({
      error: { message: 'Invalid discount code' },
    });
    expect(await usage('GONE')).toBe(0);
  });
});
