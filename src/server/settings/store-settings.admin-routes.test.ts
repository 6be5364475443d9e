// The owner's Settings screen through HTTP: what it answers, saves and refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHOD_INSTRUCTIONS,
} from '../../shared/orders/payment-methods';
import type { StoreSettings } from '../../shared/site/store-settings.schema';
import { settingsForm as form } from '../test/store-settings-form';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

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

describe('a store whose owner never opened Settings', () => {
  it('offers the three methods with example handles, not crypto, and names itself CTK', async () => {
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
      paymentDeadlineHours: 48,
      defaultNotificationEmail: OWNER_EMAIL,
    });
    // No example wallet: one would take real money (docs/decisions/033-crypto-wallets.md).
    expect((await offered()).map((option) => option.id)).toEqual(['cashapp', 'venmo', 'zelle']);
    expect(settings.paymentMethods.coinbase).toMatchObject({
      enabled: false,
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
    expect(await offered()).toHaveLength(3);
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
          zelle: { handle: '(512) 555-0143', recipientName: ' Kingdom Threads LLC ' },
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
    expect(settings.paymentMethods.zelle.recipientName).toBe('Kingdom Threads LLC');
    // The shopper sees the name the bank will show beside the Zelle handle.
    expect((await offered()).find((method) => method.id === 'zelle')).toMatchObject({
      recipientName: 'Kingdom Threads LLC',
    });

    const reread = await t.request('GET', '/api/admin/settings', { cookie: owner });
    expect(((await reread.json()) as { settings: StoreSettings }).settings).toEqual(settings);
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
