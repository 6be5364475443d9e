// After "I've Sent the Payment" (issue 26, items 7 and 8): a guest on a phone gives a
// reference and still sees where and how much to pay, and by when; the owner finds the
// reference in the awaiting-payment view, opens the order by its own address (after a reload
// too), and is asked before marking it shipped with no tracking number.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { placeCashAppOrder, TEE_ORDER_TOTAL, toPaymentStep } from './checkout-steps';

const PHONE = { width: 390, height: 844 };
const REFERENCE = '$GraceGuest-0426';

let ownerSession: OwnerSession;

// A guest's checkout, then the owner's screens in two tabs: longer than one journey.
test.setTimeout(180_000);

test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('a guest gives a reference and keeps the payment block; the owner finds it and opens the order by its link', async ({
  browser,
}) => {
  const shopper = await browser.newContext({ viewport: PHONE });
  const page = await shopper.newPage();
  const email = `guest-pay-${Date.now()}@example.com`;
  const { paymentMethods } = (await (await page.request.get('/api/payment-methods')).json()) as {
    paymentMethods: { id: string; handle: string }[];
  };
  const handle = paymentMethods.find((method) => method.id === 'cashapp')!.handle;

  await toPaymentStep(page, email);
  const orderNumber = await placeCashAppOrder(page);
  const instructions = page.getByRole('region', { name: 'Complete Your Payment' });
  await instructions.getByLabel('Payment reference (optional)').fill(REFERENCE);
  await instructions.getByRole('button', { name: "I've Sent the Payment" }).click();

  // The guest's page: the whole payment block, the deadline and the reference they gave.
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  const block = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(block).toContainText('Pay with Cash App');
  await expect(block.getByText(handle, { exact: true })).toBeVisible();
  await expect(block.getByText(TEE_ORDER_TOTAL, { exact: true })).toBeVisible();
  await expect(block.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Pay by .+, or the order is cancelled\.$/)).toBeVisible();
  await expect(page.getByText(/You told us you sent the payment on/)).toContainText(REFERENCE);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'guest page after payment sent');

  // A reload shows the same page.
  await page.reload();
  await expect(block.getByText(handle, { exact: true })).toBeVisible();
  await shopper.close();

  // The owner's awaiting-payment view: method, when the shopper said they paid, reference.
  const owner = await browser.newContext({ storageState: ownerSession });
  const admin = await owner.newPage();
  await admin.goto(`/admin/orders?status=pending_payment&q=${orderNumber}`);
  const row = admin
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('Cash App');
  await expect(row).toContainText('Shopper says sent');
  await expect(row).toContainText(`Ref: ${REFERENCE}`);
  await expectNoSeriousViolations(admin, 'awaiting payment with references');
  // On a phone the row's parts stack, the reference included, with no sideways scrolling.
  await admin.setViewportSize(PHONE);
  await expect(row).toContainText(`Ref: ${REFERENCE}`);
  await expectNoSidewaysScroll(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });

  // An opened order has its own address; it opens again after a reload; closing returns to the list.
  await row.click();
  const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog).toContainText(`Reference: ${REFERENCE}`);
  await expect(admin).toHaveURL(/[?&]order=[0-9a-f-]{36}/);
  const orderLink = admin.url();
  await admin.reload();
  await expect(dialog).toContainText(`Reference: ${REFERENCE}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin).not.toHaveURL(/[?&]order=/);
  await expect(row).toBeVisible();
  // Opened from the list and closed: back on the list's own address.
  await row.click();
  await expect(admin).toHaveURL(/[?&]order=/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(admin).toHaveURL(`/admin/orders?status=pending_payment&q=${orderNumber}`);

  // Shared with someone else (a new tab): the link opens the order on its own.
  const shared = await owner.newPage();
  await shared.goto(orderLink);
  const sharedDialog = shared.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(sharedDialog).toContainText('Shopper says sent');

  // Where the owner picks a status, each status says what it means.
  const status = sharedDialog.getByLabel('Status', { exact: true });
  await status.selectOption({ label: 'Pending' });
  await expect(
    sharedDialog.getByText(/^Pending: received with no payment to wait for/),
  ).toBeVisible();
  await status.selectOption({ label: 'Awaiting Payment' });
  await expect(
    sharedDialog.getByText(/^Awaiting Payment: placed, the money not yet/),
  ).toBeVisible();

  // Shipped with no tracking number: asked first, and told no e-mail goes out.
  await status.selectOption({ label: 'Shipped' });
  await sharedDialog.getByRole('button', { name: 'Save Changes' }).click();
  const ask = shared.getByRole('alertdialog', { name: 'No tracking number' });
  await expect(ask).toContainText(
    'No tracking number: the customer gets no shipping e-mail. Mark as shipped anyway?',
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(sharedDialog.getByRole('button', { name: 'Mark as Paid' })).toBeVisible();

  await sharedDialog.getByRole('button', { name: 'Save Changes' }).click();
  await ask.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(shared.getByText('Order updated successfully')).toBeVisible();
  await expect(sharedDialog.getByRole('list', { name: 'Order history' })).toContainText(
    'Awaiting Payment → Shipped',
  );
  await expect(shared.getByText('Shipping notification will be sent to customer')).toHaveCount(0);

  await owner.close();
});
