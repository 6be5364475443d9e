// Refunds, recorded (issue 26, item 3; docs/decisions/064): the owner records a partial refund,
// then the rest, from the order's dialog, each after a confirmation that says the store sends no
// money; the order reads Partially refunded, then Refunded, in the dialog and the list. On a
// desktop and on a phone. The bounds and the e-mails are tested in
// src/server/orders/order-refunds.test.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { expectNoSeriousViolations } from './axe';

const PRODUCT = 'Light in the Dark Tee';

let ownerSession: OwnerSession;
test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A guest's paid order (one tee, Cash App, marked paid through the owner's API). */
async function paidOrder(request: APIRequestContext, admin: Page, baseURL: string, name: string) {
  const list = await request.get('/api/products');
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === PRODUCT);
  expect(tee, `${PRODUCT} is in the demo catalogue`).toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      shipping: {
        name,
        email: 'refunded@example.com',
        address: '3 Refund Row',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      items: [{ productId: tee!.id, size: 'M', color: 'Black', quantity: 1 }],
      paymentMethod: 'cashapp',
      discountCode: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as {
    orderId: string;
    orderNumber: string;
    totalCents: number;
  };
  const markPaid = await admin.request.post(`/api/admin/orders/${order.orderId}/mark-paid`, {
    headers: { origin: baseURL },
  });
  expect(markPaid.status()).toBe(200);
  return order;
}

/** Records `cents` from the open dialog: the form, then the confirmation. */
async function recordRefund(admin: Page, orderNumber: string, name: string, cents: number) {
  const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  const form = dialog.getByRole('form', { name: 'Record a refund' });
  await form.getByLabel('Refund Amount ($)').fill((cents / 100).toFixed(2));
  await form.getByLabel('Refund Note').fill('Sent back on Cash App');
  await form.getByRole('button', { name: 'Record Refund' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Record a refund' });
  await expect(confirm).toContainText(`Record a refund of ${dollars(cents)} to ${name}?`);
  await expect(confirm).toContainText('This does not send any money');
  await expect(confirm).toContainText('with Cash App');
  await confirm.getByRole('button', { name: 'Record Refund' }).click();
  await expect(admin.getByText(`Refund of ${dollars(cents)} recorded.`)).toBeVisible();
  await expect(confirm).toBeHidden();
}

async function refundJourney(
  admin: Page,
  order: { orderNumber: string; totalCents: number },
  name: string,
) {
  await admin.goto(`/admin/orders?q=${order.orderNumber}`);
  const row = admin
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: new RegExp(order.orderNumber) });
  await row.click();
  const dialog = admin.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  const refunds = dialog.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByLabel('Refund Amount ($)')).toBeVisible();

  // More than was paid is refused in the form, before anything is asked.
  await refunds.getByLabel('Refund Amount ($)').fill(((order.totalCents + 1) / 100).toFixed(2));
  await refunds.getByRole('button', { name: 'Record Refund' }).click();
  await expect(refunds.getByText(`more than the ${dollars(order.totalCents)} left`)).toBeVisible();

  await recordRefund(admin, order.orderNumber, name, 1000);
  await expect(dialog.getByText('Partially refunded $10.00').first()).toBeVisible();
  const rest = order.totalCents - 1000;
  await expect(refunds.getByText(`${dollars(rest)} left`)).toBeVisible();

  await recordRefund(admin, order.orderNumber, name, rest);
  await expect(dialog.getByText(`Refunded ${dollars(order.totalCents)}`).first()).toBeVisible();
  // Nothing is left to refund: the form is gone, both refunds are listed.
  await expect(refunds.getByRole('form', { name: 'Record a refund' })).toBeHidden();
  await expect(refunds.getByRole('list', { name: 'Refunds' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(admin, 'a refunded order');
  await admin.keyboard.press('Escape');
  await expect(row).toContainText(`Refunded ${dollars(order.totalCents)}`);
}

test('the owner records a partial refund, then the rest', async ({ browser, request, baseURL }) => {
  const owner = await browser.newContext({ storageState: ownerSession });
  const admin = await owner.newPage();
  const order = await paidOrder(request, admin, baseURL!, 'Rhoda Refund');
  await refundJourney(admin, order, 'Rhoda Refund');
  await owner.close();
});

test('the owner records refunds on a phone', async ({ browser, request, baseURL }) => {
  const owner = await browser.newContext({
    storageState: ownerSession,
    viewport: { width: 390, height: 844 },
  });
  const admin = await owner.newPage();
  const order = await paidOrder(request, admin, baseURL!, 'Phoebe Phone');
  await refundJourney(admin, order, 'Phoebe Phone');
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();
});
