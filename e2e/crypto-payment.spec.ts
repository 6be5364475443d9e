import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { TEE_ORDER_TOTAL, toPaymentStep } from './checkout-steps';
import { signInAsOwner } from './owner-session';
import { currentSettingsBody, saveSettings } from './store-settings-api';

// Crypto that can be followed (issue 13): the owner lists a wallet per coin and network in
// Settings; a shopper then sees each with its network in words, the address to copy or scan and
// the amount to send, at step 3, on the order page and in the tracking result. Without a wallet
// the method is not offered. Specs share one server, so the test puts the settings back.

const TOTAL = TEE_ORDER_TOTAL;
const BASE_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const HOSTED_LINK = 'https://commerce.coinbase.com/checkout/ctk-e2e';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** What every place that says where to pay shows for crypto. */
async function expectCryptoWallets(where: Locator, qrCodes: boolean): Promise<void> {
  await expect(where.getByText('Pay with Cryptocurrency')).toBeVisible();
  await expect(where.getByText(TOTAL, { exact: true })).toBeVisible();

  const usdc = where.getByRole('listitem', { name: 'USDC on the Base network' });
  await expect(usdc.getByText(BASE_ADDRESS, { exact: true })).toBeVisible();
  await expect(usdc).toContainText('Send exactly 39.99 USDC');
  await expect(
    usdc.getByRole('button', { name: 'Copy USDC on the Base network address' }),
  ).toBeVisible();

  const btc = where.getByRole('listitem', { name: 'BTC on the Bitcoin network' });
  await expect(btc.getByText(BTC_ADDRESS, { exact: true })).toBeVisible();
  await expect(btc).toContainText(`Send exactly ${TOTAL} in BTC`);

  const qr = usdc.getByRole('img', { name: 'QR code of the USDC on the Base network address' });
  if (qrCodes) await expect(qr).toBeVisible();
  else await expect(qr).toHaveCount(0);

  await expect(
    where.getByRole('link', { name: `Pay ${TOTAL} with Cryptocurrency` }),
  ).toHaveAttribute('href', HOSTED_LINK);
}

test('without a wallet, checkout does not offer crypto', async ({ page }) => {
  await toPaymentStep(page, `no-crypto-${Date.now()}@example.com`);
  await expect(page.getByRole('radio', { name: 'Cash App' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cryptocurrency/ })).toHaveCount(0);
});

test('the owner lists wallets; a shopper finds them at step 3, on the order page and when tracking', async ({
  page,
  browser,
}) => {
  await signInAsOwner(page.request);
  const original = await currentSettingsBody(page.request);

  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeVisible();
    const crypto = page.getByRole('switch', { name: 'Offer Cryptocurrency' });
    await expect(crypto).not.toBeChecked();
    await crypto.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      page.getByText('Add a wallet address or a payment link to offer Cryptocurrency'),
    ).toBeVisible();

    // A Bitcoin address for a Base wallet is refused beside its field.
    await page.getByRole('button', { name: 'Add Wallet' }).click();
    await page.getByLabel('Coin and Network').selectOption({ label: 'USDC on Base' });
    const baseAddress = page.getByLabel('USDC on the Base network: Wallet Address');
    await baseAddress.fill(BTC_ADDRESS);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      page.getByText('Enter a Base address: 0x followed by 40 hexadecimal characters'),
    ).toBeVisible();
    await baseAddress.fill(BASE_ADDRESS);

    await page.getByRole('button', { name: 'Add Wallet' }).click();
    await page.getByLabel('Coin and Network').nth(1).selectOption({ label: 'BTC on Bitcoin' });
    await page.getByLabel('BTC on the Bitcoin network: Wallet Address').fill(BTC_ADDRESS);
    await page.getByLabel('Hosted Payment Link').fill(HOSTED_LINK);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('BTC on the Bitcoin network: Wallet Address')).toHaveValue(
      BTC_ADDRESS,
    );
    await expect(page.getByRole('switch', { name: 'Offer Cryptocurrency' })).toBeChecked();
    await expectNoSeriousViolations(page, 'settings with wallets');

    // A shopper with an account, in another browser.
    const shopperContext = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const shopper = await shopperContext.newPage();
    const email = `crypto-${Date.now()}@example.com`;
    await shopper.goto('/auth');
    await shopper.getByRole('tab', { name: 'Sign Up' }).click();
    await shopper.getByLabel('Full Name').fill('Naomi Buyer');
    await shopper.getByLabel('Email').fill(email);
    await shopper.getByLabel('Password', { exact: true }).fill('secret-password');
    await shopper.getByLabel('Confirm Password').fill('secret-password');
    await shopper.getByRole('button', { name: 'Create Account' }).click();
    await expect(shopper).toHaveURL('/');

    await toPaymentStep(shopper);
    await expect(shopper.getByText('Supports Bitcoin, Ethereum, USDC, and more')).toBeVisible();
    await shopper.getByRole('radio', { name: /Cryptocurrency/ }).check();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    const instructions = shopper.getByRole('region', { name: 'Complete Your Payment' });
    const orderNumber = (await instructions.getByText(/^CTK-\d{5,}$/).textContent())!;
    await expectCryptoWallets(instructions, true);
    await instructions
      .getByRole('button', { name: 'Copy USDC on the Base network address' })
      .click();
    await expect(shopper.getByText('Cryptocurrency copied to clipboard')).toBeVisible();
    expect(await shopper.evaluate(() => navigator.clipboard.readText())).toBe(BASE_ADDRESS);
    await expectNoSeriousViolations(shopper, 'crypto payment step');

    // Later: the order page, from Order History.
    await shopper.goto('/account');
    await shopper
      .getByRole('list', { name: 'Orders' })
      .getByRole('link', { name: new RegExp(orderNumber) })
      .click();
    await expect(
      shopper.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
    ).toBeVisible();
    await expectCryptoWallets(shopper.getByRole('region', { name: 'Complete Your Payment' }), true);

    // And the tracking result, on a phone: no QR code to scan with the phone itself.
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.goto(`/track-order?order=${orderNumber}&email=${encodeURIComponent(email)}`);
    await shopper.getByRole('button', { name: 'Track Order' }).click();
    await expect(shopper.getByRole('heading', { name: 'Awaiting Payment' })).toBeVisible();
    await expectCryptoWallets(
      shopper.getByRole('region', { name: 'Complete Your Payment' }),
      false,
    );
    await shopperContext.close();

    // The owner's new-order mail names the method as the shopper saw it and opens the order.
    const findMail = async () => {
      const response = await page.request.get('/api/admin/mail');
      const { mail } = (await response.json()) as { mail: { id: string; subject: string }[] };
      return mail.find((message) => message.subject === `New order ${orderNumber}: ${TOTAL}`);
    };
    await expect.poll(findMail).toBeTruthy();
    const detail = (await (
      await page.request.get(`/api/admin/mail/${(await findMail())!.id}`)
    ).json()) as {
      mail: { text: string };
    };
    expect(detail.mail.text).toContain('paying with Cryptocurrency');
    const adminLink = /https?:\/\/\S+\/admin\/orders\?[^\s)\]]+/.exec(detail.mail.text)![0];
    await page.goto(adminLink);
    await expect(page.getByRole('dialog', { name: `Order ${orderNumber}` })).toBeVisible();
  } finally {
    await saveSettings(page.request, original);
  }
});
