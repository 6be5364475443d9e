// The owner prints what goes in the box (issue 26, item 4): a packing slip from an order's
// dialog, then, on a phone, the slips of the day's processing orders in two clicks (Select all,
// Packing Slips). The PDFs' contents are tested in
// src/server/orders/packing-documents.admin-routes.test.ts; here they are downloaded and parsed.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Download } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { expectNoSeriousViolations } from './axe';

const PRODUCT = 'Light in the Dark Tee';

let ownerSession: OwnerSession;
test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

/** A guest's order placed through the checkout API: one tee, Cash App. */
async function placeGuestOrder(request: APIRequestContext, name: string) {
  const list = await request.get('/api/products');
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === PRODUCT);
  expect(tee, `${PRODUCT} is in the demo catalogue`).toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      shipping: {
        name,
        email: 'packing@example.com',
        address: '9 Parcel Lane',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      items: [{ productId: tee!.id, size: 'L', color: 'Black', quantity: 2 }],
      paymentMethod: 'cashapp',
      discountCode: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { orderId: string; orderNumber: string };
}

/** The downloaded file, parsed by pdf-lib: a real PDF, with its page count and title. */
async function parsedDownload(download: Download) {
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  return { pageCount: pdf.getPageCount(), title: pdf.getTitle() };
}

test('the owner downloads an order’s packing slip, then the slips of every processing order', async ({
  browser,
  request,
  baseURL,
}) => {
  const first = await placeGuestOrder(request, 'Paula Packer');
  // A name the PDF's font cannot write in full still prints.
  const second = await placeGuestOrder(request, 'Zoë Dvořák 🌸');

  const owner = await browser.newContext({ storageState: ownerSession });
  const admin = await owner.newPage();
  const markPaid = await admin.request.post(`/api/admin/orders/${second.orderId}/mark-paid`, {
    headers: { origin: baseURL! },
  });
  expect(markPaid.status()).toBe(200);

  // From the order's dialog: Mark as Paid, then its packing slip.
  await admin.goto(`/admin/orders?status=pending_payment&q=${first.orderNumber}`);
  await admin
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: new RegExp(first.orderNumber) })
    .click();
  const dialog = admin.getByRole('dialog', { name: `Order ${first.orderNumber}` });
  await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark as Paid' })).toBeHidden();
  const slipLink = dialog.getByRole('link', { name: 'Packing Slip' });
  const slipResponse = await admin.request.get((await slipLink.getAttribute('href'))!);
  expect(slipResponse.headers()['content-type']).toBe('application/pdf');
  const [slip] = await Promise.all([admin.waitForEvent('download'), slipLink.click()]);
  expect(slip.suggestedFilename()).toBe(`packing-slip-${first.orderNumber}.pdf`);
  expect(await parsedDownload(slip)).toEqual({ pageCount: 1, title: 'Packing Slip · CTK' });
  await admin.keyboard.press('Escape');

  // On a phone, from the Processing view: Select all, Packing Slips.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/orders?status=processing');
  const orders = admin.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('button', { name: new RegExp(first.orderNumber) })).toBeVisible();
  await expect(orders.getByRole('button', { name: new RegExp(second.orderNumber) })).toBeVisible();
  const shown = await orders.getByRole('listitem').count();
  await admin.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(admin.getByText(`${shown} selected`)).toBeVisible();
  await expect(
    admin.getByRole('checkbox', { name: `Select order ${first.orderNumber}` }),
  ).toBeChecked();
  const [slips] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Packing Slips' }).click(),
  ]);
  expect(slips.suggestedFilename()).toMatch(/^packing-slips-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(await parsedDownload(slips)).toEqual({ pageCount: shown, title: 'Packing Slips · CTK' });
  await expectNoSeriousViolations(admin, 'orders chosen for packing slips');
  // The list and its selection bar fit the phone's width.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();
});
