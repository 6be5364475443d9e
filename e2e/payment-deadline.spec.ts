import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

// A guest's order after "I've Sent the Payment": the confirmation page, and the tracking result
// with the payment deadline (48 hours by default). The demo store (src/server/seed) offers
// Light in the Dark Tee at $34.99 and Cash App. The server cancels unpaid orders at the
// deadline; that is covered by src/server/orders/payment-deadline.test.ts.

const PRODUCT = 'Light in the Dark Tee';

// The deadline is shown in the shopper's own time zone.
test.use({ timezoneId: 'America/Chicago' });

test('a guest lands on a confirmation page and tracks the order with its deadline', async ({
  page,
}) => {
  const email = `deadline-${Date.now()}@example.com`;
  await page.goto('/products');
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Black', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/checkout');

  await page.getByLabel('First Name').fill('Dora');
  await page.getByLabel('Last Name').fill('Deadline');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('5 Elm St');
  await page.getByLabel('City').fill('Dallas');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('ZIP Code').fill('75201');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash App' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const instructions = page.getByRole('region', { name: 'Complete Your Payment' });
  const orderNumberText = instructions.getByText(/^CTK-\d{5,}$/);
  await expect(orderNumberText).toBeVisible();
  const orderNumber = (await orderNumberText.textContent())!;
  await instructions.getByRole('button', { name: "I've Sent the Payment" }).click();

  // Not an unfilled form: this order, what comes next, and where the e-mail went.
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText(`Order ${orderNumber} is placed`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'order confirmation');

  await page.getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page.getByLabel('Order Number')).toHaveValue(orderNumber);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const tracked = page.waitForResponse('**/api/orders/track');
  await page.getByRole('button', { name: 'Track Order' }).click();
  const { order } = (await (await tracked).json()) as {
    order: { createdAt: string; paymentDueAt: string };
  };
  // 48 hours after the order was placed, in U.S. format and the shopper's zone.
  const dueAt = new Date(order.paymentDueAt);
  expect(dueAt.getTime() - new Date(order.createdAt).getTime()).toBe(48 * 60 * 60 * 1000);
  const day = dueAt.toLocaleDateString('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = dueAt.toLocaleTimeString('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
  });
  const result = page.getByRole('region', { name: 'Order status' });
  await expect(result.getByRole('heading', { name: 'Awaiting Payment' })).toBeVisible();
  await expect(result).toContainText(`Pay by ${day}, ${time}, or the order is cancelled.`);
});
