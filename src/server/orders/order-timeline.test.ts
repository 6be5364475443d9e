// An order's notes and history (issue 26): the owner's internal notes, which the shopper never
// sees, and the history of notes, status changes, mails sent and refunds, with who and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatedOrderSchema } from '../../shared/orders/checkout.schema';
import { OrderTimelineSchema } from '../../shared/orders/order-lifecycle.schema';
import { orderRefunds } from '../db/schema/order-activity';
import { guestOrder, stockStore } from '../test/place-order';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
let tee: string;
let owner: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  tee = await stockStore(t);
  owner = await t.signUpOwner();
  shopper = await t.signUp('ruth@example.com', 'Ruth Shopper');
});
afterAll(() => t.close());

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

/** An order placed by the signed-in shopper. */
async function shoppersOrder() {
  const response = await t.request('POST', '/api/orders', {
    cookie: shopper,
    body: guestOrder(tee, { email: 'ruth@example.com' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  await t.runJobs();
  return CreatedOrderSchema.parse(await response.json());
}

async function timeline(id: string) {
  const response = await admin('GET', `/orders/${id}/timeline`);
  expect(response.status).toBe(200);
  return OrderTimelineSchema.parse(await response.json()).entries;
}

const byOwner = { id: expect.any(String), name: 'Store Owner', email: OWNER_EMAIL };
const NOTE = 'Customer called: wants it gift wrapped.';

describe('internal notes', () => {
  it('are kept with who wrote them, and never reach the shopper', async () => {
    const order = await shoppersOrder();
    const response = await admin('POST', `/orders/${order.orderId}/notes`, { body: NOTE });
    expect(response.status).toBe(201);
    expect(OrderTimelineSchema.parse(await response.json()).entries).toContainEqual(
      expect.objectContaining({ kind: 'note', body: NOTE, by: byOwner }),
    );

    // Every way the shopper reads the order.
    const own = await t.request('GET', `/api/orders/${order.orderId}`, { cookie: shopper });
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain('gift wrapped');
    const list = await t.request('GET', '/api/orders', { cookie: shopper });
    expect(await list.text()).not.toContain('gift wrapped');
    const tracked = await t.request('POST', '/api/orders/track', {
      body: { orderNumber: order.orderNumber, email: 'ruth@example.com' },
    });
    expect(tracked.status).toBe(200);
    expect(await tracked.text()).not.toContain('gift wrapped');
    // Nor the shopper's mails.
    const mails = await t.sentMail();
    expect(mails.some((mail) => mail.text.includes('gift wrapped'))).toBe(false);
  });

  it('are refused when empty or too long, with a clear message', async () => {
    const order = await shoppersOrder();
    const empty = await admin('POST', `/orders/${order.orderId}/notes`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Please write a note');
    const long = await admin('POST', `/orders/${order.orderId}/notes`, { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(
      'The note is too long (at most 2000 characters)',
    );
    expect(await timeline(order.orderId)).not.toContainEqual(
      expect.objectContaining({ kind: 'note' }),
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin('POST', `/orders/${missing}/notes`, { body: NOTE })).status).toBe(404);
    expect((await admin('GET', `/orders/${missing}/timeline`)).status).toBe(404);
  });
});

describe('the history', () => {
  it('lists notes, status changes, mails sent and refunds, each with who and when', async () => {
    const order = await shoppersOrder();
    await admin('POST', `/orders/${order.orderId}/mark-paid`);
    await t.runJobs();
    await admin('POST', `/orders/${order.orderId}/notes`, { body: NOTE });
    const [account] = (await timeline(order.orderId)).filter((entry) => entry.kind === 'note');
    // Written by the refunds screen (issue 26 item 3); read here.
    await t.db.insert(orderRefunds).values({
      orderId: order.orderId,
      amountCents: 1000,
      note: 'Sent back by Cash App',
      createdByUserId: account!.by!.id,
    });
    await admin('POST', `/orders/${order.orderId}/cancel`, { reason: 'Out of stock.' });
    await t.runJobs();

    const entries = await timeline(order.orderId);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'status',
          fromStatus: 'pending_payment',
          toStatus: 'processing',
          by: byOwner,
          reason: null,
        }),
        expect.objectContaining({ kind: 'note', body: NOTE, by: byOwner }),
        expect.objectContaining({
          kind: 'refund',
          amountCents: 1000,
          note: 'Sent back by Cash App',
          by: byOwner,
        }),
        expect.objectContaining({
          kind: 'status',
          toStatus: 'cancelled',
          by: byOwner,
          reason: 'Out of stock.',
        }),
        // Sent by the store, each by its subject.
        expect.objectContaining({
          kind: 'mail',
          subject: `Your CTK order ${order.orderNumber}: awaiting payment`,
          by: null,
        }),
        expect.objectContaining({
          kind: 'mail',
          subject: `Payment received for your CTK order ${order.orderNumber}`,
        }),
        expect.objectContaining({
          kind: 'mail',
          subject: `Your CTK order ${order.orderNumber} was cancelled`,
        }),
      ]),
    );
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    // Oldest first.
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
  });
});
