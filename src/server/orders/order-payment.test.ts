// Where to pay, after checkout: the order's API answers carry the payment block while the order
// awaits payment, and the shopper gets it by e-mail when the order is saved (issue 13).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import { orders } from '../db/schema/orders';
import { siteSettings } from '../db/schema/settings';
import { stockStore } from '../test/place-order';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
let tee: string;

beforeAll(async () => {
  t = await createTestApp();
  tee = await stockStore(t);
  await t.db
    .update(siteSettings)
    .set({
      settingValue: {
        cashapp: { enabled: true, handle: '$CTKApparel' },
        venmo: { enabled: true, handle: '@CTK-Apparel' },
        zelle: { enabled: true, handle: 'pay@ctk.example', recipientName: 'CTK Apparel LLC' },
      },
    })
    .where(eq(siteSettings.settingKey, 'payment_methods'));
});
afterAll(() => t.close());

function order(email: string, paymentMethod: CreateOrder['paymentMethod']): CreateOrder {
  return {
    shipping: {
      name: 'Ruth Shopper',
      email,
      address: '12 Grace Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    items: [{ productId: tee, size: 'M', color: 'Black', quantity: 2 }],
    paymentMethod,
    discountCode: null,
  };
}

async function place(body: CreateOrder, init: { cookie?: string; key?: string } = {}) {
  const response = await t.request('POST', '/api/orders', {
    body,
    ...(init.cookie ? { cookie: init.cookie } : {}),
    ...(init.key ? { headers: { 'idempotency-key': init.key } } : {}),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { orderId: string; orderNumber: string; totalCents: number };
}

async function track(orderNumber: string, email: string) {
  const response = await t.request('POST', '/api/orders/track', {
    body: { orderNumber, email },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { payment: Record<string, unknown> | null };
}

async function mailTo(address: string) {
  await t.runJobs();
  return (await t.sentMail()).filter((mail) => mail.to === address);
}

describe('the order API tells where to pay only while the order awaits payment', () => {
  it('answers the signed-in shopper and the guest lookup with method, handle, total, memo and link', async () => {
    const cookie = await t.signUp('member@example.com');
    const created = await place(order('member@example.com', 'cashapp'), { cookie });
    // 2 x $34.99 + $5.00 shipping.
    expect(created.totalCents).toBe(7498);
    const expected = {
      id: 'cashapp',
      name: 'Cash App',
      handle: '$CTKApparel',
      totalCents: 7498,
      memo: created.orderNumber,
      payUrl: 'https://cash.app/$CTKApparel/74.98',
    };

    const own = await t.request('GET', `/api/orders/${created.orderId}`, { cookie });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { payment: unknown }).payment).toMatchObject(expected);
    expect((await track(created.orderNumber, 'member@example.com')).payment).toMatchObject(
      expected,
    );

    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, created.orderId));
    const paid = await t.request('GET', `/api/orders/${created.orderId}`, { cookie });
    expect(((await paid.json()) as { payment: unknown }).payment).toBeNull();
    expect((await track(created.orderNumber, 'member@example.com')).payment).toBeNull();
  });

  it("gives Venmo's pre-filled link and Zelle's recipient name", async () => {
    const venmo = await place(order('venmo@example.com', 'venmo'));
    const venmoPayment = (await track(venmo.orderNumber, 'venmo@example.com')).payment!;
    expect(venmoPayment.payUrl).toBe(
      `https://venmo.com/CTK-Apparel?txn=pay&amount=74.98&note=${venmo.orderNumber}`,
    );

    const zelle = await place(order('zelle@example.com', 'zelle'));
    expect((await track(zelle.orderNumber, 'zelle@example.com')).payment).toMatchObject({
      name: 'Zelle',
      handle: 'pay@ctk.example',
      recipientName: 'CTK Apparel LLC',
      payUrl: null,
    });
  });
});

describe('the e-mails sent when the order is saved', () => {
  it('queue the shopper\'s "awaiting payment" mail once, with handle, total, memo and pay link', async () => {
    const key = randomUUID();
    const created = await place(order('guest@example.com', 'cashapp'), { key });
    // A retried checkout (same key) answers with the same order and queues nothing more.
    await place(order('guest@example.com', 'cashapp'), { key });

    const mails = await mailTo('guest@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Your CTK order ${created.orderNumber}: awaiting payment`);
    expect(mail!.text).toContain('$CTKApparel');
    expect(mail!.text).toContain('$74.98');
    expect(mail!.text).toContain(created.orderNumber);
    expect(mail!.html).toContain('href="https://cash.app/$CTKApparel/74.98"');
    // Each instruction once: the handle is not repeated by the default instructions.
    expect(mail!.text.split('$CTKApparel').length - 1).toBe(2);
  });

  it("name the method as the shopper saw it, with address, items and the order's admin link", async () => {
    const created = await place(order('owner-mail@example.com', 'cashapp'));
    const mail = (await mailTo(OWNER_EMAIL)).find((m) => m.subject.includes(created.orderNumber));
    expect(mail!.text).toContain('paying with Cash App');
    expect(mail!.text).not.toContain('cashapp');
    expect(mail!.text).toContain('12 Grace Ave, Austin, TX 78701');
    expect(mail!.text).toContain('Faith Tee (M, Black) x 2');
    // The Orders screen searched for this order, with its detail open.
    expect(mail!.text).toContain(`/admin/orders?q=${created.orderNumber}&order=${created.orderId}`);
  });
});
