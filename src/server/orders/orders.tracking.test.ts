// After the order: the shopper's payment notice, their orders, and tracking as a guest.
import { describe, expect, it } from 'vitest';
import { OrderSchema } from '../../shared/orders/order.schema';
import { orders } from '../db/schema/orders';
import { NOW, order, place, setUpCheckoutStore, t } from '../test/checkout-store';
import { createTestApp } from '../test/test-app';

setUpCheckoutStore();

describe('after the order', () => {
  it('"I\'ve Sent the Payment" e-mails the confirmation once, only with the order\'s e-mail', async () => {
    const { body } = await place(order());
    await t.runJobs();
    const sentBefore = (await t.sentMail()).length;
    const wrong = await t.request('POST', `/api/orders/${body.orderId as string}/payment-sent`, {
      body: { email: 'x@example.com' },
    });
    expect(wrong.status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const ok = await t.request('POST', `/api/orders/${body.orderId as string}/payment-sent`, {
        body: { email: 'RUTH@example.com' },
      });
      expect(ok.status).toBe(200);
    }
    await t.runJobs();
    const mail = await t.sentMail();
    expect(mail.length).toBe(sentBefore + 1);
    expect(mail[0]).toMatchObject({
      to: 'ruth@example.com',
      subject: `Your CTK order ${body.orderNumber as string}`,
    });
    expect(mail[0]?.text).toContain('$74.98');
    expect(mail[0]?.text).toContain('$CTKApparel');
    expect(mail[0]?.text).toContain(body.orderNumber as string);
  });

  it("a shopper sees their own orders and order, never another's", async () => {
    const mary = await t.signUp('mary@example.com');
    const john = await t.signUp('john@example.com');
    const { body } = await place(order(), mary);
    const list = (await (await t.request('GET', '/api/orders', { cookie: mary })).json()) as {
      orders: { id: string }[];
    };
    expect(list.orders.map((o) => o.id)).toEqual([body.orderId]);

    const mine = await t.request('GET', `/api/orders/${body.orderId as string}`, { cookie: mary });
    expect(mine.status).toBe(200);
    expect(OrderSchema.parse(((await mine.json()) as { order: unknown }).order).items).toHaveLength(
      1,
    );

    expect(
      (await t.request('GET', `/api/orders/${body.orderId as string}`, { cookie: john })).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/orders/${body.orderId as string}`)).status).toBe(401);
    expect((await t.request('GET', '/api/orders')).status).toBe(401);
    const johns = (await (await t.request('GET', '/api/orders', { cookie: john })).json()) as {
      orders: unknown[];
    };
    expect(johns.orders).toEqual([]);

    const owner = await t.signUpOwner();
    expect(
      (await t.request('GET', `/api/orders/${body.orderId as string}`, { cookie: owner })).status,
    ).toBe(200);
  });
});

describe('guest tracking', () => {
  it('finds an order by number and e-mail in any letter case, and nothing with another e-mail', async () => {
    const fresh = await createTestApp({ clock: () => NOW });
    try {
      await fresh.db.insert(orders).values({
        orderNumber: 'CTK-123456',
        paymentMethod: 'zelle',
        subtotalCents: 1000,
        shippingCents: 500,
        totalCents: 1500,
        customerName: 'Guest',
        customerEmail: 'guest@example.com',
        shippingAddress: '1 Main St',
        shippingCity: 'Austin',
        shippingState: 'TX',
        shippingZip: '78701',
      });
      const found = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: ' ctk-123456', email: 'GUEST@example.com ' },
      });
      expect(found.status).toBe(200);
      expect(((await found.json()) as { order: { status: string } }).order.status).toBe(
        'pending_payment',
      );

      const wrong = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: 'CTK-123456', email: 'other@example.com' },
      });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'Order not found. Please check your order number and email.',
        },
      });
      const empty = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: '', email: '' },
      });
      expect(await empty.json()).toMatchObject({
        error: { message: 'Please enter both order number and email' },
      });

      // Two lookups counted so far (the empty form was refused before looking); the limit is 10 a minute.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (
            await fresh.request('POST', '/api/orders/track', {
              body: { orderNumber: 'CTK-000000', email: 'a@example.com' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      const limited = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: 'CTK-123456', email: 'guest@example.com' },
      });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many lookups. Please wait a minute and try again.',
        },
      });
    } finally {
      await fresh.close();
    }
  });
});
