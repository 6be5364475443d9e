// Live Visitors (spec admin §2, storefront §7 Realtime): the owner watches a desktop and a phone
// visitor arrive, move between pages and leave, without reloading.
import { devices, expect, test, type Page } from '@playwright/test';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { E2E_OWNER_PASSWORD } from './owner-session';

let owner: OwnerSession;
test.beforeAll(async ({ browser, request }) => {
  owner = await signInOwnerBrowser(browser, request);
});

const visitorList = (page: Page) => page.getByRole('list', { name: 'Visitors online' });

/** The "Active Visitors" figure of the Live Visitors screen. */
const activeVisitors = (page: Page) =>
  page.getByText('Active Visitors', { exact: true }).locator('xpath=following-sibling::p');

test('the owner sees a desktop and a phone visitor, their pages, and one leaving', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext({ storageState: owner });
  const admin = await ownerContext.newPage();
  // The owner's own storefront tab is not counted.
  const ownStore = await ownerContext.newPage();
  await ownStore.goto('/about');
  await admin.goto('/admin/live-visitors');
  await expect(admin.getByRole('heading', { name: 'Live Visitors' })).toBeVisible();
  await expect(admin.getByText('No visitors online right now')).toBeVisible();
  await expect(activeVisitors(admin)).toHaveText('0');
  await expectNoSeriousViolations(admin, '/admin/live-visitors (empty)');

  const desktopContext = await browser.newContext();
  const desktop = await desktopContext.newPage();
  await desktop.goto('/');
  const phoneContext = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/collections');

  await expect(visitorList(admin).getByRole('listitem')).toHaveCount(2);
  await expect(activeVisitors(admin)).toHaveText('2');
  await expect(visitorList(admin).getByText('Visitor #1')).toBeVisible();
  await expect(visitorList(admin).getByText('Visitor #2')).toBeVisible();
  const mobileRow = visitorList(admin).getByRole('listitem').filter({ hasText: 'Mobile' });
  await expect(mobileRow).toContainText('/collections');
  await expect(mobileRow).toContainText(/Online \d+s/);
  const desktopRow = visitorList(admin).getByRole('listitem').filter({ hasText: 'Desktop' });
  await expect(desktopRow).toContainText('Viewing /');

  // Moving to another page inside the store shows up where the visitor is now.
  await desktop.getByRole('navigation').getByRole('link', { name: 'Shop All' }).first().click();
  await expect(desktop).toHaveURL('/products');
  await expect(desktopRow).toContainText('/products');
  await expectNoSeriousViolations(admin, '/admin/live-visitors (two visitors)');

  // The dashboard counts them too.
  const dashboard = await ownerContext.newPage();
  await dashboard.goto('/admin');
  // The stat card, not the quick action link of the same name.
  const card = dashboard
    .getByRole('listitem')
    .filter({ hasText: 'Live Visitors', hasNot: dashboard.getByRole('link') });
  await expect(card).toContainText('2');

  await phoneContext.close();
  await expect(visitorList(admin).getByRole('listitem')).toHaveCount(1);
  await expect(activeVisitors(admin)).toHaveText('1');
  await expect(visitorList(admin).getByRole('listitem')).toContainText('Desktop');
  await expect(card).toContainText('1');

  // The desktop visitor turns out to be the owner: once signed in, the tab no longer counts.
  await desktop.goto('/auth');
  await desktop.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await desktop.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await desktop.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin.getByText('No visitors online right now')).toBeVisible();
  await expect(activeVisitors(admin)).toHaveText('0');
  await desktopContext.close();
  await ownerContext.close();
});
