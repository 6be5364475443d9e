// The owner hears about new orders on whatever admin screen is open (spec admin §4 Push
// alerts, §7 Realtime): a guest orders, every open admin tab shows "New Order: {number}" with
// the customer and total, once. The push button's refusal path runs in this browser too.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInOwnerBrowser, watchFeed, type OwnerSession } from './admin-feed';

const PRODUCT = 'Light in the Dark Tee';

let ownerSession: OwnerSession;

test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

/** A guest's order through the store's API, as the checkout places it. */
async function placeGuestOrder(request: APIRequestContext, name: string) {
  const list = await request.get('/api/products');
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === PRODUCT);
  expect(tee, `${PRODUCT} is in the demo catalogue`).toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      shipping: {
        name,
        email: 'guest-alert@example.com',
        address: '1 Main St',
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
  return (await response.json()) as { orderId: string; orderNumber: string; totalCents: number };
}

test('every open admin page shows a new order once, with the customer and total', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const owner = await browser.newContext({ storageState: ownerSession });
  const dashboard = await owner.newPage();
  const products = await owner.newPage();
  const feeds = await Promise.all([watchFeed(dashboard), watchFeed(products)]);
  await dashboard.goto('/admin');
  await products.goto('/admin/products');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(products.getByRole('heading', { name: 'Products' })).toBeVisible();
  await Promise.all(feeds.map((feed) => feed.opened));

  const guest = await playwright.request.newContext({ baseURL });
  const order = await placeGuestOrder(guest, 'Ruth Alert');
  expect(order.totalCents).toBe(3999);

  for (const page of [dashboard, products]) {
    const toast = page.getByRole('listitem').filter({ hasText: `New Order: ${order.orderNumber}` });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Ruth Alert · $39.99');
    await expect(toast).toHaveCount(1);
  }
  await expectNoSeriousViolations(dashboard, 'dashboard with a new-order toast');

  await guest.dispose();
  await owner.close();
});

test('the push button tells the owner when notifications are not allowed', async ({ browser }) => {
  const owner = await browser.newContext({ storageState: ownerSession });
  const page = await owner.newPage();
  await page.goto('/admin');
  const enable = page.getByRole('button', { name: 'Enable Push Notifications' });
  await expect(enable).toBeEnabled();
  await enable.click();
  await expect(page.getByText('Notification permission denied')).toBeVisible();
  await expect(enable).toBeVisible();
  await owner.close();
});
