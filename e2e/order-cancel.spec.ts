// The owner cancels an order with a reason (issue 26, items 2 and 6): from the order's dialog,
// an internal note, then Cancel Order with its reason and confirmation, and both in the order's
// History; once on a desktop, once on a 390 px phone. What the customer is e-mailed and the code
// given back are tested in src/server/orders/order-lifecycle.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { expectNoSeriousViolations } from './axe';
import { placeGuestOrder } from './guest-order';

let ownerSession: OwnerSession;
test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

/** Opens the order's dialog, adds a note, cancels it with a reason, and reads its History. */
async function noteAndCancel(admin: Page, orderNumber: string, reason: string) {
  await admin.goto(`/admin/orders?q=${orderNumber}`);
  await admin
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: new RegExp(orderNumber) })
    .click();
  const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  const history = dialog.getByRole('list', { name: 'Order history' });

  // An empty note is refused in place; a real one joins the History with who wrote it.
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Please write a note')).toBeVisible();
  await dialog.getByLabel('Add a note').fill('Customer asked by phone to cancel.');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(admin.getByText('Note added')).toBeVisible();
  await expect(history).toContainText('Customer asked by phone to cancel.');
  await expect(history).toContainText('Store Owner');
  await expect(dialog.getByLabel('Add a note')).toHaveValue('');

  // Cancel Order asks for a reason and says what follows before anything happens.
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  const confirm = admin.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
  await expect(confirm).toContainText('The customer is e-mailed this reason.');
  await expect(confirm).toContainText('A cancelled order cannot be reopened.');
  await confirm.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(confirm.getByText('Please give a reason for cancelling')).toBeVisible();
  await expectNoSeriousViolations(admin, 'cancel order confirmation');
  // Keep Order changes nothing.
  await confirm.getByRole('button', { name: 'Keep Order' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('pending_payment');

  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await confirm.getByLabel('Reason (sent to the customer)').fill(reason);
  await confirm.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(
    admin.getByText('Order cancelled. The customer is e-mailed the reason.'),
  ).toBeVisible();
  await expect(confirm).toBeHidden();

  await expect(history).toContainText('Awaiting Payment → Cancelled');
  await expect(history).toContainText(`Reason: ${reason}`);
  // The cancellation e-mail, once the worker sent it (the History reads itself again).
  await expect(history).toContainText(`Your CTK order ${orderNumber} was cancelled`, {
    timeout: 15_000,
  });
  // Cancelled is final: no second Cancel Order, and the select offers nothing else.
  await expect(dialog.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
  await expect(dialog.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
    'Cancelled',
  ]);
  return dialog;
}

test('the owner notes and cancels an order with a reason, and reads both in its History', async ({
  browser,
  request,
}) => {
  const order = await placeGuestOrder(request, {
    name: 'Carla Cancel',
    email: 'cancel-desk@example.com',
  });
  const owner = await browser.newContext({ storageState: ownerSession });
  const admin = await owner.newPage();
  await noteAndCancel(admin, order.orderNumber, 'The design is sold out in M.');
  await expectNoSeriousViolations(admin, 'cancelled order');
  await owner.close();
});

test('on a 390 px phone too', async ({ browser, request }) => {
  const order = await placeGuestOrder(request, {
    name: 'Carla Cancel',
    email: 'cancel-phone@example.com',
  });
  const owner = await browser.newContext({
    storageState: ownerSession,
    viewport: { width: 390, height: 844 },
  });
  const admin = await owner.newPage();
  await noteAndCancel(admin, order.orderNumber, 'Ordered twice by mistake.');
  // Nothing wider than the phone.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();
});
