// The owner finds a customer (issue 26, item 5): a guest who ordered twice, typing their address
// in two cases, is one customer; the owner searches for them, opens their page, sees both orders
// and where they ship to, opens an order in the Orders screen, and exports the list as searched.
// The list and the page work on a 390 px phone too.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startEachTestOnTheDashboard } from './admin-journey';
import { expectNoSeriousViolations } from './axe';

startEachTestOnTheDashboard();

const PRODUCT = 'Light in the Dark Tee';

/** A guest's order through the store's API, as the checkout places it. */
async function placeGuestOrder(request: APIRequestContext, email: string, address: string) {
  const list = await request.get('/api/products');
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === PRODUCT);
  expect(tee, `${PRODUCT} is in the demo catalogue`).toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      shipping: {
        name: 'Naomi Findme',
        email,
        address,
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
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

test('the owner searches for a customer, opens their page and sees their orders', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  const guest = await playwright.request.newContext({ baseURL });
  const first = await placeGuestOrder(guest, `naomi.${stamp}@example.com`, '4 Ruth Road');
  const second = await placeGuestOrder(guest, `Naomi.${stamp}@Example.COM`, '9 Boaz Field');
  await guest.dispose();

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Customers', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(
    page.getByText('Total spent counts every order that was not cancelled.'),
  ).toBeVisible();

  await page.getByLabel('Search').fill(`NAOMI.${stamp}`);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: `naomi.${stamp}@example.com` });
  await expect(row).toContainText('Naomi Findme');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row).toContainText('$79.98');
  await expectNoSeriousViolations(page, 'the customers list');

  // The CSV follows the search.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFName,Email,Orders,Total Spent (not cancelled),Last Order,Subscriber,Account,Email Confirmed',
    expect.stringMatching(new RegExp(`^Naomi Findme,naomi\\.${stamp}@example\\.com,2,79\\.98,`)),
    '',
  ]);

  await row.getByRole('link', { name: 'Naomi Findme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naomi Findme' })).toBeVisible();
  await expect(page.getByText('Guest: no account, so no e-mail confirmation.')).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(2);
  await expect(orders.getByRole('listitem').first()).toContainText(second);
  await expect(orders.getByRole('listitem').last()).toContainText(first);
  const addresses = page.getByRole('list', { name: 'Shipping addresses' });
  await expect(addresses).toContainText('4 Ruth Road');
  await expect(addresses).toContainText('9 Boaz Field');
  await expectNoSeriousViolations(page, "a customer's page");

  // On a phone the page fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Naomi Findme' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back to the list as it was searched, on the phone: name, orders and total still shown.
  await page.getByRole('main').getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=NAOMI\\.${stamp}$`));
  await expect(row.getByRole('link', { name: 'Naomi Findme' })).toBeVisible();
  await expect(row).toContainText('$79.98');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // An order opens in the Orders screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('link', { name: 'Naomi Findme' }).click();
  await page.getByRole('link', { name: first }).click();
  await expect(page.getByRole('dialog', { name: `Order ${first}` })).toBeVisible();
});
