// Cryptocurrency as the owner sets it (a wallet per coin and network, or a hosted link) and as
// the shopper meets it: at checkout, on the order's pages, in the awaiting-payment mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../shared/site/store-settings.schema';
import { products } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import { guestOrder } from '../test/place-order';
import { settingsForm as form } from '../test/store-settings-form';
import { createTestApp, type TestApp } from '../test/test-app';

const BASE_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const NOT_OFFERED =
  'Cryptocurrency is not offered right now. Please choose another payment method.';

let t: TestApp;
let owner: string;
let teeId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
  const [tee] = await t.db
    .insert(products)
    .values({ name: 'Faith Tee', priceCents: 3499, sizes: ['M'], colors: ['Black'] })
    .returning({ id: products.id });
  teeId = tee!.id;
});
afterAll(() => t.close());

async function save(body: unknown) {
  const response = await t.request('PUT', '/api/admin/settings', { body, cookie: owner });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function offeredIds() {
  const response = await t.request('GET', '/api/payment-methods');
  const { paymentMethods } = (await response.json()) as { paymentMethods: { id: string }[] };
  return paymentMethods.map((method) => method.id);
}

const placeCryptoOrder = (email = 'ruth@example.com') =>
  t.request('POST', '/api/orders', {
    body: guestOrder(teeId, { email, paymentMethod: 'coinbase' }),
  });

describe('crypto without a wallet', () => {
  it('is not offered, and an order paid with it is refused with the reason', async () => {
    expect(await offeredIds()).not.toContain('coinbase');
    const response = await placeCryptoOrder();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: NOT_OFFERED } });
  });

  it('cannot be switched on in Settings with nothing to pay to', async () => {
    const { status, body } = await save(
      form({ paymentMethods: { coinbase: { enabled: true, wallets: [], paymentLink: '' } } }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { message: 'Add a wallet address or a payment link to offer Cryptocurrency' },
    });
  });

  it('refuses an address that does not fit its network', async () => {
    const { status, body } = await save(
      form({
        paymentMethods: {
          coinbase: {
            enabled: true,
            wallets: [{ coin: 'USDC', network: 'base', address: BTC_ADDRESS }],
          },
        },
      }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { message: 'Enter a Base address: 0x followed by 40 hexadecimal characters' },
    });
    expect(await offeredIds()).not.toContain('coinbase');
  });
});

describe('crypto with wallets', () => {
  beforeAll(async () => {
    const { status, body } = await save(
      form({
        paymentMethods: {
          coinbase: {
            enabled: true,
            wallets: [
              { coin: 'USDC', network: 'base', address: ` ${BASE_ADDRESS} ` },
              { coin: 'BTC', network: 'bitcoin', address: BTC_ADDRESS },
            ],
            paymentLink: 'https://commerce.coinbase.com/checkout/ctk',
          },
        },
      }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(
      (body as unknown as { settings: StoreSettings }).settings.paymentMethods.coinbase,
    ).toMatchObject({
      enabled: true,
      wallets: [
        { coin: 'USDC', network: 'base', address: BASE_ADDRESS },
        { coin: 'BTC', network: 'bitcoin', address: BTC_ADDRESS },
      ],
    });
  });

  it('is offered at checkout with its wallets and link', async () => {
    const response = await t.request('GET', '/api/payment-methods');
    const { paymentMethods } = (await response.json()) as {
      paymentMethods: { id: string; wallets: unknown[]; paymentLink: string | null }[];
    };
    expect(paymentMethods.find((method) => method.id === 'coinbase')).toMatchObject({
      wallets: [
        { coin: 'USDC', network: 'base', address: BASE_ADDRESS },
        { coin: 'BTC', network: 'bitcoin', address: BTC_ADDRESS },
      ],
      paymentLink: 'https://commerce.coinbase.com/checkout/ctk',
    });
  });

  it('takes the order; its tracking result and awaiting-payment mail say where to send what', async () => {
    const response = await placeCryptoOrder();
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };

    const tracked = await t.request('POST', '/api/orders/track', {
      body: { orderNumber, email: 'ruth@example.com' },
    });
    expect(tracked.status).toBe(200);
    expect(await tracked.json()).toMatchObject({
      payment: {
        name: 'Cryptocurrency',
        totalCents: 3999,
        memo: orderNumber,
        wallets: [{ address: BASE_ADDRESS }, { address: BTC_ADDRESS }],
        payUrl: 'https://commerce.coinbase.com/checkout/ctk',
      },
    });

    await t.runJobs();
    const mail = (await t.sentMail()).find(
      (message) => message.subject === `Your CTK order ${orderNumber}: awaiting payment`,
    );
    expect(mail?.text).toContain('USDC on the Base network');
    expect(mail?.text).toContain(BASE_ADDRESS);
    expect(mail?.text).toContain('Send exactly 39.99 USDC');
    expect(mail?.text).toContain('BTC on the Bitcoin network');
    expect(mail?.text).toContain('Send exactly $39.99 in BTC');
    expect(mail?.text).toContain('https://commerce.coinbase.com/checkout/ctk');
    expect(mail?.text).toContain('Pay $39.99 with Cryptocurrency');
    // Said once each: the address is not repeated by instructions or a second block.
    expect(mail!.text.split(BASE_ADDRESS).length - 1).toBe(1);

    const toOwner = (await t.sentMail()).find(
      (message) => message.subject === `New order ${orderNumber}: $39.99`,
    );
    expect(toOwner?.text).toContain('paying with Cryptocurrency');
    expect(toOwner?.text).not.toContain('coinbase');
  });
});

describe('crypto saved before wallets existed', () => {
  it('reads an old handle that is an address as that wallet, and an e-mail as nothing to offer', async () => {
    const storeOld = (handle: string) =>
      t.db
        .update(siteSettings)
        .set({
          settingValue: {
            cashapp: { enabled: true, handle: '$CTKApparel' },
            coinbase: { enabled: true, handle },
          },
        })
        .where(eq(siteSettings.settingKey, 'payment_methods'));
    await storeOld(BTC_ADDRESS);
    const settings = await t.request('GET', '/api/admin/settings', { cookie: owner });
    const { settings: read } = (await settings.json()) as { settings: StoreSettings };
    expect(read.paymentMethods.coinbase).toMatchObject({
      enabled: true,
      wallets: [{ coin: 'BTC', network: 'bitcoin', address: BTC_ADDRESS }],
    });
    expect(await offeredIds()).toContain('coinbase');

    await storeOld('crypto@example.com');
    expect(await offeredIds()).toEqual(['cashapp']);
    expect((await placeCryptoOrder()).status).toBe(400);
  });
});
