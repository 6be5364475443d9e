// Before you open (docs/decisions/066-before-you-open.md): a store fresh with the demo tells
// shoppers not to send money, on a phone too; the owner follows the dashboard's launch
// checklist, removes the demo content (asked first), replaces the example handles, and the bar
// goes. A store of its own: the suite's store keeps its demo for the other journeys.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STORE_BAR } from '../src/shared/orders/demo-handles';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { E2E_OWNER_PASSWORD } from './owner-session';
import { startStoreWithSmtp, type StoreWithSmtp } from './store-with-smtp';

// Two starts of a store on a fresh data directory, the demo loaded, come before the journeys.
test.setTimeout(240_000);
test.describe.configure({ mode: 'serial' });

let store: StoreWithSmtp;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startStoreWithSmtp({ seedDemo: true });
});
test.afterAll(async () => {
  await store?.close();
});

const demoBar = (page: Page) => page.getByRole('complementary', { name: 'Demo store' });

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a shopper on a fresh store sees the demo bar on every page, on a phone in one line', async ({
  page,
}) => {
  await page.goto(`${store.url}/`);
  await expect(demoBar(page)).toContainText(DEMO_STORE_BAR);
  await page.goto(`${store.url}/products`);
  await expect(demoBar(page)).toContainText(DEMO_STORE_BAR);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${store.url}/`);
  const bar = demoBar(page);
  await expect(bar).toContainText(DEMO_STORE_BAR);
  const box = (await bar.boundingBox())!;
  // One line of fixed height, the first thing on the page: nothing below it moves when it shows.
  expect(box.y).toBe(0);
  expect(box.height).toBeLessThanOrEqual(40);
  expect(box.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
});

test('the owner follows the checklist: removes the demo, replaces the handles, and the bar goes', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${store.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${store.url}/admin`);

  const checklist = page.getByRole('region', { name: 'Before you open' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('1 of 6 done')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Removing the demo says what goes, and asks first.
  await checklist.getByRole('button', { name: 'Remove Demo Content' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove demo content' });
  await expect(confirm).toContainText('16 demo products');
  await expect(confirm).toContainText('so do orders');
  await confirm.getByRole('button', { name: 'Remove Demo Content' }).click();
  await expect(page.getByText('Demo content removed')).toBeVisible();
  await expect(checklist.getByText('2 of 6 done')).toBeVisible();
  await expect(checklist.getByRole('button', { name: 'Remove Demo Content' })).toHaveCount(0);

  // The item leads to Settings, where the owner's own handle replaces the examples.
  await checklist.getByRole('link', { name: /Take payments to your own account/ }).click();
  await expect(page).toHaveURL(`${store.url}/admin/settings`);
  await page.getByLabel('$Cashtag').fill('$KingdomThreads');
  await page.getByRole('switch', { name: 'Offer Venmo' }).click();
  await page.getByRole('switch', { name: 'Offer Zelle' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();

  // The dashboard, opened again, has the item ticked.
  const dashboard = await page.context().newPage();
  await dashboard.goto(`${store.url}/admin`);
  await expect(
    dashboard.getByRole('region', { name: 'Before you open' }).getByText('3 of 6 done'),
  ).toBeVisible();
  await dashboard.close();

  // A shopper now sees no bar.
  const shopper = await browser.newPage();
  await shopper.goto(`${store.url}/`);
  await expect(shopper.getByRole('banner')).toBeVisible();
  await expect(demoBar(shopper)).toHaveCount(0);
  await shopper.close();
});
