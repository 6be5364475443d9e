// Orders that reach the database together are one transaction, and each keeps its own outcome
// (order-batch.ts). On the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../shared/orders/order.schema';
import { commitEachTransaction } from '../db/group-commit';
import { jobs } from '../db/schema/jobs';
import { orderItems, orders } from '../db/schema/orders';
import { conflict } from '../domain-errors';
import { mailJob } from '../platform/jobs';
import { NOW, setUpCheckoutStore, t, tee } from '../test/checkout-store';
import { newOrderNumber } from './order-number';
import { createOrderBatcher, type PreparedOrder } from './order-batch';

setUpCheckoutStore();

function prepared(quantity: number, overrides: Partial<PreparedOrder> = {}): PreparedOrder {
  const order: Order = {
    id: randomUUID(),
    orderNumber: newOrderNumber(),
    status: 'pending_payment',
    paymentMethod: 'cashapp',
    subtotalCents: 3499 * quantity,
    discountCents: 0,
    discountCode: null,
    discountPercentage: null,
    shippingCents: 500,
    totalCents: 3499 * quantity + 500,
    refundedCents: 0,
    customerName: 'Ruth Shopper',
    customerEmail: `ruth${quantity}@example.com`,
    shippingAddress: '1 Main St',
    shippingCity: 'Austin',
    shippingState: 'TX',
    shippingZip: '78701',
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    createdAt: NOW.toISOString(),
    paymentDueAt: new Date(NOW.getTime() + 48 * 3600_000).toISOString(),
    items: [
      {
        id: randomUUID(),
        productId: tee,
        productName: 'Faith Tee',
        productImage: null,
        selectedSize: 'M',
        selectedColor: 'Black',
        quantity,
        priceCents: 3499,
      },
    ],
  };
  return {
    order,
    promotionPercentage: null,
    userId: null,
    idempotencyKey: null,
    jobs: [
      mailJob({
        to: order.customerEmail,
        subject: `Order ${order.orderNumber}`,
        html: '<p>Thanks</p>',
        text: 'Thanks',
      }),
    ],
    ...overrides,
  };
}

async function saved(batch: readonly PreparedOrder[]) {
  const ids = batch.map((entry) => entry.order.id);
  const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
  const lines = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  const mails = await t.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return {
      saved: row !== undefined,
      quantities: lines.filter((line) => line.orderId === id).map((line) => line.quantity),
      mails: mails.filter(
        (job) => (job.payload as { subject: string }).subject === `Order ${row?.orderNumber}`,
      ).length,
    };
  });
}

describe('orders saved together', () => {
  it('are one transaction of one insert per table, each order with its own lines and jobs', async () => {
    const batcher = createOrderBatcher(t.db, commitEachTransaction);
    const batch = [prepared(1), prepared(2), prepared(3)];
    const transaction = vi.spyOn(t.db, 'transaction');
    try {
      const outcomes = await Promise.all(batch.map((entry) => batcher.save(entry)));
      expect(outcomes).toEqual([true, true, true]);
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
    expect(await saved(batch)).toEqual([
      { saved: true, quantities: [1], mails: 1 },
      { saved: true, quantities: [2], mails: 1 },
      { saved: true, quantities: [3], mails: 1 },
    ]);
  });

  it('leave out an order whose number is taken, and save the others', async () => {
    const batcher = createOrderBatcher(t.db, commitEachTransaction);
    const first = prepared(4);
    expect(await batcher.save(first)).toBe(true);
    const clash = prepared(5);
    clash.order.orderNumber = first.order.orderNumber;
    const batch = [prepared(6), clash, prepared(7)];

    const outcomes = await Promise.all(batch.map((entry) => batcher.save(entry)));

    expect(outcomes).toEqual([true, false, true]);
    expect(await saved(batch)).toEqual([
      { saved: true, quantities: [6], mails: 1 },
      { saved: false, quantities: [], mails: 0 },
      { saved: true, quantities: [7], mails: 1 },
    ]);
  });

  it('fail only the order at fault, with its own error, and write nothing of it', async () => {
    const batcher = createOrderBatcher(t.db, commitEachTransaction);
    const refused = prepared(8, {
      afterInsert: async () => {
        throw conflict('This discount code has already been used', 'discount_used');
      },
    });
    const usedKey = prepared(9, { idempotencyKey: 'key-of-the-first-attempt-0001' });
    expect(await batcher.save(usedKey)).toBe(true);
    const sameKey = prepared(10, { idempotencyKey: 'key-of-the-first-attempt-0001' });
    const batch = [prepared(11), refused, sameKey, prepared(12)];

    const outcomes = await Promise.allSettled(batch.map((entry) => batcher.save(entry)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      message: 'This discount code has already been used',
    });
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/idempotency_key/);
    expect(await saved(batch)).toEqual([
      { saved: true, quantities: [11], mails: 1 },
      { saved: false, quantities: [], mails: 0 },
      { saved: false, quantities: [], mails: 0 },
      { saved: true, quantities: [12], mails: 1 },
    ]);
  });
});
