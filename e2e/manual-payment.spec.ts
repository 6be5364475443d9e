import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { placeCashAppOrder, TEE_ORDER_TOTAL, toPaymentStep } from './checkout-steps';

// Where to pay, kept after checkout (issue 13): step 3 shows the one-tap Cash App link and its
// QR code, and the order page (signed in) and the tracking result (guest) show the handle, the
// exact total, the memo and the same link while the order awaits payment. The demo store
// (src/server/seed) offers Cash App at $CTKApparel; Blessed Baller Tee costs $34.99.

const TOTAL = TEE_ORDER_TOTAL;
const PAY_LINK = 'https://cash.app/$CTKApparel/39.99';

async function orderWithCashApp(page: Page, email: string | null): Promise<string> {
  await toPaymentStep(page, email ?? undefined);
  return placeCashAppOrder(page);
}

/** What every place that shows where to pay must show for this order. */
async function expectWhereToPay(page: Page, orderNumber: string, qrCode: boolean) {
  const where = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(where.getByText('Pay with Cash App')).toBeVisible();
  await expect(where.getByText('$CTKApparel', { exact: true })).toBeVisible();
  await expect(where.getByRole('button', { name: 'Copy Cash App handle' })).toBeVisible();
  await expect(where.getByText(TOTAL, { exact: true })).toBeVisible();
  await expect(where.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(where).toContainText(
    `Send the exact total of ${TOTAL} and include your order number ${orderNumber}`,
  );
  const payLink = where.getByRole('link', { name: `Pay ${TOTAL} with Cash App` });
  await expect(payLink).toHaveAttribute('href', PAY_LINK);
  const qr = where.getByRole('img', { name: 'QR code to pay with Cash App' });
  if (qrCode) await expect(qr).toBeVisible();
  else await expect(qr).toHaveCount(0);
}

test('a guest pays with Cash App from step 3 or, later, from the tracking result', async ({
  page,
}) => {
  const email = `pay-guest-${Date.now()}@example.com`;
  const orderNumber = await orderWithCashApp(page, email);
  await expectWhereToPay(page, orderNumber, true);
  await expectNoSeriousViolations(page, 'payment instructions');

  // The tab is closed; the tracking page still says where to pay.
  await page.goto(`/track-order?order=${orderNumber}&email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: 'Awaiting Payment' })).toBeVisible();
  await expectWhereToPay(page, orderNumber, true);
  await expectNoSeriousViolations(page, 'tracking result awaiting payment');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in shopper finds where to pay on the order page, with the link but no QR code', async ({
    page,
  }) => {
    const email = `pay-member-${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Naomi Buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-password');
    await page.getByLabel('Confirm Password').fill('secret-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/');

    const orderNumber = await orderWithCashApp(page, null);
    await expectWhereToPay(page, orderNumber, false);

    await page.goto('/account');
    await page
      .getByRole('list', { name: 'Orders' })
      .getByRole('link', { name: new RegExp(orderNumber) })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
    ).toBeVisible();
    await expectWhereToPay(page, orderNumber, false);
    await expectNoSeriousViolations(page, 'order page awaiting payment');
  });
});
