// A shopper who ordered as a guest and later signs up with the same address sees those orders
// in Order History, but only once the address is confirmed (issue 13): anyone can sign up with
// someone else's e-mail, and a guest order names the buyer's home address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockStore } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let teeId: string;

beforeAll(async () => {
  t = await createTestApp();
  teeId = await stockStore(t);
});
afterAll(() => t.close());

async function guestOrder(email: string) {
  const response = await t.request('POST', '/api/orders', {
    body: {
      shipping: {
        name: 'Grace Guest',
        email,
        address: '12 Harvest Lane',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      items: [{ productId: teeId, size: 'M', color: 'Black', quantity: 1 }],
      paymentMethod: 'cashapp',
      discountCode: null,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { orderId: string; orderNumber: string };
}

async function history(cookie: string) {
  const response = await t.request('GET', '/api/orders', { cookie });
  expect(response.status).toBe(200);
  const { orders } = (await response.json()) as { orders: { orderNumber: string }[] };
  return orders.map((order) => order.orderNumber);
}

/** The confirmation link of the newest verification mail to `email`, as a path on this app. */
async function verificationLink(email: string): Promise<string> {
  await t.runJobs();
  const mail = (await t.sentMail()).find(
    (message) => message.to === email && message.subject === 'Confirm your CTK e-mail address',
  );
  expect(mail?.text).toContain('Orders you placed as a guest with it then appear');
  const url = /https?:\/\/\S+\/api\/auth\/verify-email\?[^\s)\]]+/.exec(mail!.text)?.[0];
  expect(url, 'the mail carries the link').toBeTruthy();
  const link = new URL(url!);
  return `${link.pathname}${link.search}`;
}

describe('earlier guest orders in Order History', () => {
  it('are hidden while the address is unconfirmed, and listed and readable once it is', async () => {
    const earlier = await guestOrder('grace@example.com');
    const someoneElses = await guestOrder('other@example.com');
    const cookie = await t.signUp('Grace@Example.com', 'Grace Guest');

    expect(await history(cookie)).toEqual([]);
    const before = await t.request('GET', `/api/orders/${earlier.orderId}`, { cookie });
    expect(before.status).toBe(404);
    const me = await t.request('GET', '/api/me', { cookie });
    expect(await me.json()).toMatchObject({ user: { emailVerified: false } });

    const confirm = await t.request('GET', await verificationLink('grace@example.com'));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/account');

    expect(await history(cookie)).toEqual([earlier.orderNumber]);
    const after = await t.request('GET', `/api/orders/${earlier.orderId}`, { cookie });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ order: { orderNumber: earlier.orderNumber } });
    const other = await t.request('GET', `/api/orders/${someoneElses.orderId}`, { cookie });
    expect(other.status).toBe(404);
  });

  it('sends the confirmation again on request, a few times an hour per address', async () => {
    const cookie = await t.signUp('ruth@example.com', 'Ruth');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await t.request('POST', '/api/auth/send-verification-email', {
        cookie,
        body: { email: 'ruth@example.com' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const bad = await t.request('POST', '/api/auth/send-verification-email', {
      body: { email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
  });
});
