// A checkout retried with the same Idempotency-Key (after a lost answer or a crash) gets the
// first order back, never a second one, also when the two attempts race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import { discountCodes } from '../db/schema/marketing';
import { orderItems, orders } from '../db/schema/orders';
import { guestOrder, stockStore } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tee: string;
beforeAll(async () => {
  t = await createTestApp();
  tee = await stockStore(t);
  await t.db
    .insert(discountCodes)
    .values({ code: 'SAVE10', discountPercentage: 10, isActive: true });
});
afterAll(() => t.close());

const order = (email: string, discountCode: string | null = null): CreateOrder =>
  guestOrder(tee, { name: 'Ruth', email, discountCode, quantity: 2 });

async function place(body: CreateOrder, key: string) {
  const response = await t.request('POST', '/api/orders', {
    body,
    headers: { 'idempotency-key': key },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ordersOf(email: string) {
  return t.db.select().from(orders).where(eq(orders.customerEmail, email));
}

describe('Idempotency-Key on order creation', () => {
  it('answers a repeated key with the first order and creates no second one', async () => {
    const key = 'checkout-attempt-0001-aaaa';
    const first = await place(order('retry@example.com', 'SAVE10'), key);
    const second = await place(order('retry@example.com', 'SAVE10'), key);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    const saved = await ordersOf('retry@example.com');
    expect(saved).toHaveLength(1);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, saved[0]!.id));
    expect(items).toHaveLength(1);
    const [code] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SAVE10'));
    expect(code?.usageCount).toBe(1);
  });

  it('resolves two concurrent attempts with one key to one order and one answer', async () => {
    const key = 'checkout-attempt-0002-bbbb';
    const answers = await Promise.all([
      place(order('race@example.com'), key),
      place(order('race@example.com'), key),
      place(order('race@example.com'), key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await ordersOf('race@example.com')).toHaveLength(1);
  });

  it('makes separate orders for separate keys', async () => {
    await place(order('twice@example.com'), 'checkout-attempt-0003-cccc');
    await place(order('twice@example.com'), 'checkout-attempt-0004-dddd');
    expect(await ordersOf('twice@example.com')).toHaveLength(2);
  });

  it("does not hand someone else's order out for a reused key", async () => {
    const key = 'checkout-attempt-0005-eeee';
    await place(order('first@example.com'), key);
    const other = await place(order('other@example.com'), key);
    expect(other.status).toBe(409);
    expect(await ordersOf('other@example.com')).toHaveLength(0);
  });
});
