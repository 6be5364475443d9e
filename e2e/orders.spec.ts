// The owner fulfils an order from the back office while a shopper places it (spec admin §2
// Orders, §4 Order statuses, §8 Orders): the new-order toast, the Awaiting Payment view, Mark as
// Paid, shipping with a carrier and tracking number, the shopper's tracking page and the
// shipping e-mail.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInOwnerBrowser, watchFeed, type OwnerSession } from './admin-feed';

const PRODUCT = 'Light in the Dark Tee';
const TRACKING_NUMBER = '1Z999AA10123456784';

let ownerSession: OwnerSession;

test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

/** A guest's order through the storefront: one tee, paid with Cash App. Returns its number. */
async function placeOrder(page: Page, email: string): Promise<string> {
  await page.goto('/products?collection=Halloween');
  await page.getByRole('link', { name: PRODUCT }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Black', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('First Name').fill('Olive');
  await page.getByLabel('Last Name').fill('Orders');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('7 Fulfilment Way');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('ZIP Code').fill('78701');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash App' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const instructions = page.getByRole('region', { name: 'Complete Your Payment' });
  const orderNumber = instructions.getByText(/^CTK-\d{5,}$/);
  await expect(orderNumber).toBeVisible();
  return (await orderNumber.textContent())!;
}

/** A message the store sent, by subject, read through the owner's mail API. */
async function findMail(request: APIRequestContext, subject: string) {
  const response = await request.get('/api/admin/mail');
  const { mail } = (await response.json()) as {
    mail: { id: string; to: string; subject: string }[];
  };
  return mail.find((message) => message.subject === subject) ?? null;
}

test('the owner marks a new order paid, ships it with UPS and the shopper sees it shipped', async ({
  browser,
}) => {
  const owner = await browser.newContext({ storageState: ownerSession });
  const admin = await owner.newPage();
  const feed = await watchFeed(admin);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await feed.opened;

  // A shopper orders in another browser while the owner watches the dashboard.
  const shopper = await browser.newContext();
  const store = await shopper.newPage();
  const email = `orders-${Date.now()}@example.com`;
  const orderNumber = await placeOrder(store, email);
  await expect(admin.getByText(`New Order: ${orderNumber}`)).toBeVisible();

  // The dashboard's quick link opens the Awaiting Payment view, oldest first.
  await admin.getByRole('link', { name: 'Awaiting Payment' }).click();
  await expect(admin).toHaveURL('/admin/orders?status=pending_payment');
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const orders = admin.getByRole('list', { name: 'Orders' });
  const row = orders.getByRole('button', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('Olive Orders');
  await expect(row).toContainText(email);
  await expect(row).toContainText('$39.99');
  await expect(row).toContainText('Awaiting Payment');
  await expect(row).toContainText('waiting less than an hour');
  await expectNoSeriousViolations(admin, 'orders awaiting payment');

  // The search finds it by e-mail among every order, and keeps it in the URL.
  await admin.getByRole('navigation', { name: 'Order views' }).getByText('All Orders').click();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(admin).toHaveURL(/[?&]q=orders-/);
  await expect(orders.getByRole('button')).toHaveCount(1);
  await admin.getByRole('searchbox', { name: 'Search' }).fill('no-such-order-anywhere');
  await expect(admin.getByText('No orders match')).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  await orders.getByRole('button', { name: new RegExp(orderNumber) }).click();

  const dialog = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('list', { name: 'Order items' })).toContainText(PRODUCT);
  await expect(dialog.getByRole('list', { name: 'Order items' })).toContainText('Size: M');
  await expect(dialog).toContainText('Cash App');
  await expectNoSeriousViolations(admin, 'order detail');

  await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(admin.getByText('Order marked as paid and moved to processing')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as Paid' })).toBeHidden();
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('processing');
  await expect(dialog.getByRole('list', { name: 'Order history' })).toContainText(
    'Awaiting Payment → Processing',
  );

  // Shipped with UPS: the tracking URL fills itself in from the carrier and number.
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  await dialog.getByLabel('Carrier').selectOption('UPS');
  await dialog.getByLabel('Tracking Number').fill(TRACKING_NUMBER);
  const upsLink = `https://www.ups.com/track?tracknum=${TRACKING_NUMBER}`;
  await expect(dialog.getByLabel('Tracking URL')).toHaveValue(upsLink);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Order updated successfully')).toBeVisible();
  await expect(admin.getByText('Shipping notification will be sent to customer')).toBeVisible();
  await expect(dialog.getByLabel('Tracking URL')).toHaveValue(upsLink);
  await expect(dialog.getByRole('list', { name: 'Order history' })).toContainText(
    'Processing → Shipped',
  );

  // The shopper's tracking page shows it shipped.
  await store.goto('/track-order');
  await store.getByLabel('Order Number').fill(orderNumber);
  await store.getByLabel('Email').fill(email);
  await store.getByRole('button', { name: 'Track Order' }).click();
  const result = store.getByRole('region', { name: 'Order status' });
  await expect(result.getByRole('heading', { name: 'Shipped' })).toBeVisible();

  // The shipping e-mail went out, with the tracking link.
  const subject = `Your CTK order ${orderNumber} has shipped`;
  await expect.poll(() => findMail(admin.request, subject)).not.toBeNull();
  const sent = (await findMail(admin.request, subject))!;
  expect(sent.to).toBe(email);
  const detail = (await (await admin.request.get(`/api/admin/mail/${sent.id}`)).json()) as {
    mail: { text: string };
  };
  expect(detail.mail.text).toContain(TRACKING_NUMBER);

  await shopper.close();
  await owner.close();
});
