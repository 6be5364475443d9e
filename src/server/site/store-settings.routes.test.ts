// The owner's Settings screen through HTTP: what it saves, what it refuses, and what the rest of
// the store does with it (checkout, e-mails, page titles, the public profile).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHOD_INSTRUCTIONS,
  type PaymentMethodsConfig,
} from '../../shared/orders/payment-methods';
import type { StoreSettings, StoreSettingsInput } from '../../shared/site/store-settings.schema';
import { products } from '../db/schema/products';
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
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function form(
  changes: {
    profile?: Partial<StoreSettingsInput['profile']>;
    paymentMethods?: Partial<{
      [K in keyof PaymentMethodsConfig]: Partial<PaymentMethodsConfig[K]>;
    }>;
  } = {},
): StoreSettingsInput {
  const methods = structuredClone(DEFAULT_PAYMENT_METHODS);
  for (const [id, change] of Object.entries(changes.paymentMethods ?? {})) {
    Object.assign(methods[id as keyof PaymentMethodsConfig], change);
  }
  return {
    profile: {
      storeName: 'CTK',
      notificationEmail: '',
      social: { instagram: '', tiktok: '', facebook: '' },
      ...changes.profile,
    },
    paymentMethods: methods,
  };
}

async function save(body: unknown, cookie = owner) {
  const response = await t.request('PUT', '/api/admin/settings', { body, cookie });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function errorOf(body: unknown) {
  const { status, body: answer } = await save(body);
  expect(status).toBe(400);
  return (answer as { error: { message: string } }).error.message;
}

async function offered() {
  const response = await t.request('GET', '/api/payment-methods');
  return (
    (await response.json()) as {
      paymentMethods: { id: string; handle: string; instructions: string; note: string | null }[];
    }
  ).paymentMethods;
}

async function placeOrder(paymentMethod: string) {
  return t.request('POST', '/api/orders', {
    body: {
      shipping: {
        name: 'Ruth Shopper',
        email: 'ruth@example.com',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      items: [{ productId: teeId, size: 'M', color: 'Black', quantity: 1 }],
      paymentMethod,
      discountCode: null,
    },
  });
}

describe('a store whose owner never opened Settings', () => {
  it('offers the spec four methods with the default texts, and names itself CTK', async () => {
    const response = await t.request('GET', '/api/admin/settings', { cookie: owner });
    expect(response.status).toBe(200);
    const { settings } = (await response.json()) as { settings: StoreSettings };
    expect(settings).toEqual({
      profile: {
        storeName: 'CTK',
        notificationEmail: null,
        social: { instagram: null, tiktok: null, facebook: null },
      },
      paymentMethods: DEFAULT_PAYMENT_METHODS,
      defaultNotificationEmail: OWNER_EMAIL,
    });
    expect((await offered()).map((option) => option.id)).toEqual([
      'cashapp',
      'venmo',
      'zelle',
      'coinbase',
    ]);
    expect((await offered())[3]).toMatchObject({
      instructions: PAYMENT_METHOD_INSTRUCTIONS.coinbase,
      note: 'Supports Bitcoin, Ethereum, USDC, and more',
    });
  });
});

describe('saving settings', () => {
  it.each([
    ['a cashtag without its $', { paymentMethods: { cashapp: { handle: 'CTKApparel' } } }],
    ['a Venmo name without its @', { paymentMethods: { venmo: { handle: 'CTK-Apparel' } } }],
    ['a Zelle handle that is neither', { paymentMethods: { zelle: { handle: '555-0143' } } }],
  ])('refuses %s with the method rule', async (_case, changes) => {
    const message = await errorOf(form(changes));
    expect(message).toMatch(/^Enter (a Cash App \$cashtag|a Venmo username|the e-mail address)/);
  });

  it('refuses an offered method without a handle', async () => {
    expect(await errorOf(form({ paymentMethods: { venmo: { handle: '' } } }))).toBe(
      'Enter your Venmo handle to offer Venmo',
    );
  });

  it('refuses a social link that is not https', async () => {
    expect(
      await errorOf(
        form({
          profile: { social: { instagram: 'http://instagram.com/ctk', tiktok: '', facebook: '' } },
        }),
      ),
    ).toBe('Enter the full Instagram link, starting with https://');
  });

  it('refuses a bad notification address and control characters in the name', async () => {
    expect(await errorOf(form({ profile: { notificationEmail: 'owner-at-store' } }))).toBe(
      'Please enter a valid email address',
    );
    expect(await errorOf(form({ profile: { storeName: 'CTK\u0000' } }))).toBe(
      'Store name contains characters that are not allowed',
    );
  });

  it('refuses to turn every method off, and keeps what was saved', async () => {
    const allOff = form({
      paymentMethods: {
        cashapp: { enabled: false },
        venmo: { enabled: false },
        zelle: { enabled: false },
        coinbase: { enabled: false },
      },
    });
    expect(await errorOf(allOff)).toBe('At least one payment method must stay offered.');
    expect(await offered()).toHaveLength(4);
  });

  it('saves the whole form and answers what it saved', async () => {
    const { status, body } = await save(
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
    expect(status).toBe(200);
    const { settings } = body as unknown as { settings: StoreSettings };
    expect(settings.profile).toEqual({
      storeName: 'Kingdom Threads',
      notificationEmail: 'orders@kingdom.example',
      social: { instagram: 'https://www.instagram.com/kingdom', tiktok: null, facebook: null },
    });
    expect(settings.paymentMethods.venmo.enabled).toBe(false);

    const reread = await t.request('GET', '/api/admin/settings', { cookie: owner });
    expect(((await reread.json()) as { settings: StoreSettings }).settings).toEqual(settings);
  });
});

describe('the store after the owner saved', () => {
  it('offers at checkout only the methods left on, with their new handles and texts', async () => {
    const options = await offered();
    expect(options.map((option) => [option.id, option.handle])).toEqual([
      ['cashapp', '$KingdomThreads'],
      ['zelle', '(512) 555-0143'],
      ['coinbase', 'crypto@example.com'],
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

describe('settings endpoints', () => {
  it('are the owner only', async () => {
    const shopper = await t.signUp('shopper@example.com');
    expect((await t.request('GET', '/api/admin/settings')).status).toBe(401);
    expect((await t.request('GET', '/api/admin/settings', { cookie: shopper })).status).toBe(403);
    expect((await save(form(), shopper)).status).toBe(403);
  });
});
