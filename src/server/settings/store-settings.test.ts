// What the rest of the store does with the owner's settings: checkout, e-mails, page titles
// and the public profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../shared/orders/order-status';
import { products } from '../db/schema/products';
import { guestOrder } from '../test/place-order';
import { settingsForm as form } from '../test/store-settings-form';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
let clientDir: string;
let teeId: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>CTK</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir });
  owner = await t.signUpOwner();
  const [tee] = await t.db
    .insert(products)
    .values({ name: 'Faith Tee', priceCents: 3499, sizes: ['M'], colors: ['Black'] })
    .returning({ id: products.id });
  teeId = tee!.id;
  const saved = await save(
    form({
      profile: {
        storeName: ' Kingdom Threads ',
        notificationEmail: 'Orders@Kingdom.Example',
        social: { instagram: 'https://www.instagram.com/kingdom', tiktok: '', facebook: '' },
      },
      paymentMethods: {
        venmo: { enabled: false },
        cashapp: { handle: '$KingdomThreads', instructions: 'Cash App us the total.' },
        zelle: { handle: '(512) 555-0143' },
      },
    }),
  );
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function save(body: unknown, cookie = owner) {
  const response = await t.request('PUT', '/api/admin/settings', { body, cookie });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function offered() {
  const response = await t.request('GET', '/api/payment-methods');
  return (
    (await response.json()) as {
      paymentMethods: { id: string; handle: string; instructions: string; note: string | null }[];
    }
  ).paymentMethods;
}

const placeOrder = (paymentMethod: PaymentMethod) =>
  t.request('POST', '/api/orders', {
    body: guestOrder(teeId, { email: 'ruth@example.com', paymentMethod }),
  });

describe('the store after the owner saved', () => {
  it('offers at checkout only the methods left on, with their new handles and texts', async () => {
    const options = await offered();
    expect(options.map((option) => [option.id, option.handle])).toEqual([
      ['cashapp', '$KingdomThreads'],
      ['zelle', '(512) 555-0143'],
    ]);
    expect(options[0]!.instructions).toBe('Cash App us the total.');
  });

  it('refuses an order paid with a method no longer offered', async () => {
    const response = await placeOrder('venmo');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Venmo is not offered right now. Please choose another payment method.' },
    });
  });

  it('sends the new-order mail to the notification address, and the shopper mail under the store name', async () => {
    await t.runJobs();
    const response = await placeOrder('cashapp');
    expect(response.status).toBe(201);
    const { orderId, orderNumber } = (await response.json()) as {
      orderId: string;
      orderNumber: string;
    };
    const sent = await t.request('POST', `/api/orders/${orderId}/payment-sent`, {
      body: { email: 'ruth@example.com' },
    });
    expect(sent.status).toBe(200);
    await t.runJobs();

    const mail = await t.sentMail();
    const toOwner = mail.filter((message) =>
      message.subject.startsWith(`New order ${orderNumber}`),
    );
    expect(toOwner.map((message) => message.to)).toEqual(['orders@kingdom.example']);
    const confirmation = mail.find((message) => message.to === 'ruth@example.com');
    expect(confirmation?.subject).toBe(`Your Kingdom Threads order ${orderNumber}`);
    expect(confirmation?.text).toContain('Kingdom Threads');
    expect(confirmation?.text).toContain('$KingdomThreads');
    expect(confirmation?.text).toContain('Cash App us the total.');
    expect(mail.some((message) => message.to === OWNER_EMAIL)).toBe(false);
  });

  it('sends contact messages to the notification address too', async () => {
    const response = await t.request('POST', '/api/contact', {
      body: { name: 'Ann', email: 'ann@example.com', message: 'Do you ship to Alaska?' },
    });
    expect(response.status).toBe(201);
    await t.runJobs();
    const [latest] = await t.sentMail();
    expect(latest).toMatchObject({ to: 'orders@kingdom.example', subject: 'Contact form: Ann' });
  });

  it('titles its pages with the store name', async () => {
    const page = await (await t.request('GET', '/shipping')).text();
    expect(page).toContain('<title>Shipping Information | Kingdom Threads</title>');
    expect(page).toContain('<meta property="og:site_name" content="Kingdom Threads" />');
    const home = await (await t.request('GET', '/')).text();
    expect(home).toContain('<title>Kingdom Threads | Faith-Based Streetwear</title>');
  });

  it('tells every visitor its name and social links, and nothing private', async () => {
    const response = await t.request('GET', '/api/store-profile');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      profile: {
        storeName: 'Kingdom Threads',
        social: { instagram: 'https://www.instagram.com/kingdom', tiktok: null, facebook: null },
        // Every method offered has the owner's own handle: no demo bar.
        demo: false,
      },
    });
    expect(text).not.toContain('orders@kingdom.example');
    expect(text).not.toContain(OWNER_EMAIL);

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const again = await t.request('GET', '/api/store-profile', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('falls back to OWNER_EMAIL once the notification address is cleared', async () => {
    expect((await save(form({ profile: { notificationEmail: '' } }))).status).toBe(200);
    await t.runJobs();
    const response = await placeOrder('cashapp');
    expect(response.status).toBe(201);
    await t.runJobs();
    const [latest] = await t.sentMail();
    expect(latest?.to).toBe(OWNER_EMAIL);
  });
});
