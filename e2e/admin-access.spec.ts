// Admin Access (spec admin §5): who gets into the back office. The store has one owner address,
// so the owner's account may already exist when this file runs; the owner test makes sure it
// does (through the API) and then signs in through the form.
import { expect, test, type Page } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { formatMoney } from '../src/shared/format/money';
import type { Dashboard } from '../src/shared/site/dashboard.schema';
import { signInOwnerBrowser } from './admin-feed';
import { expectNoSeriousViolations } from './axe';
import { E2E_OWNER_PASSWORD, ensureOwnerAccount } from './owner-session';

test('a visitor who opens /admin is sent to Admin Access', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
});

test('someone else cannot create an admin account', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Not The Owner');
  await page.getByLabel('Email').fill(`intruder-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Confirm Password').fill('secret-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Unauthorized: Only the site owner can create an admin account'),
  ).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
});

test('the owner signs in on Admin Access and lands on the dashboard', async ({ page, request }) => {
  await ensureOwnerAccount(request);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The figures the server counts now, with the session the form started (other journeys may
  // have sold or locked the site before this one).
  const response = await page.request.get('/api/admin/dashboard');
  expect(response.status()).toBe(200);
  const dashboard = (await response.json()) as Dashboard;
  await expect(
    page.getByText(dashboard.siteLock.isLocked ? 'LOCKED' : 'UNLOCKED', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Total Revenue' })).toContainText(
    formatMoney(dashboard.revenueCents),
  );
});

const ADMIN_ONLY = 'Unauthorized: This page is for admin access only';

async function signInOnAdminAccess(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a shopper who signs in is told the page is for admin access only', async ({ page }) => {
  const shopper = `shopper-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: shopper, password: 'shopper-password', name: 'Ruth Shopper' },
  });
  expect(signUp.ok()).toBe(true);
  await page.context().clearCookies();

  // A shopper with an account and the right password.
  await signInOnAdminAccess(page, shopper, 'shopper-password');
  await expect(page.getByText(ADMIN_ONLY)).toBeVisible();
  await expect(page).toHaveURL('/admin/login');

  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
});

// One answer for every failed password check, so the page never tells which address is the
// owner's (docs/decisions/048).
test('a wrong password is told so, for the owner’s address as for any other', async ({
  page,
  request,
}) => {
  await ensureOwnerAccount(request);
  await signInOnAdminAccess(page, E2E_OWNER_EMAIL, 'not-the-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/admin/login');

  await page.reload();
  await signInOnAdminAccess(page, `nobody-${Date.now()}@example.com`, 'any-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByText(ADMIN_ONLY)).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login');
});

test('the guard covers admin addresses that have no screen', async ({ browser, request }) => {
  // Signed out: to Admin Access.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/admin/no-such-screen');
  await expect(visitorPage).toHaveURL('/admin/login');
  await visitor.close();

  // A signed-in shopper: to the store.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const signUp = await shopper.request.post('/api/auth/sign-up/email', {
    data: { email: `guarded-${Date.now()}@example.com`, password: 'shopper-password', name: 'Eli' },
  });
  expect(signUp.ok()).toBe(true);
  await shopper.goto('/admin/no-such-screen/deeper');
  await expect(shopper).toHaveURL('/');
  await shopperContext.close();

  // The owner: the not-found page, inside the back office with its menu.
  const ownerContext = await browser.newContext({
    storageState: await signInOwnerBrowser(browser, request),
  });
  const owner = await ownerContext.newPage();
  await owner.goto('/admin/no-such-screen');
  await expect(owner.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(owner.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await owner.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(owner).toHaveURL('/admin');
  await ownerContext.close();
});

test('the admin menu works on a phone', async ({ browser, request }) => {
  const context = await browser.newContext({
    storageState: await signInOwnerBrowser(browser, request),
    viewport: { width: 390, height: 664 },
  });
  const page = await context.newPage();
  await page.goto('/admin/live-visitors');
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open admin menu' }).click();
  for (const entry of [
    'Dashboard',
    'Products',
    'Collections',
    'Orders',
    'Hero Banner',
    'Showcases',
    'Site Promotions',
    'Live Visitors',
    'Size Chart',
    'View Store',
  ]) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeAttached();
  }
  await expect(menu.getByRole('link', { name: 'Live Visitors' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The last entries are reached by scrolling the menu, not lost below the screen.
  const signOut = menu.getByRole('button', { name: 'Sign Out' });
  await signOut.scrollIntoViewIfNeeded();
  await expect(signOut).toBeInViewport();
  await expectNoSeriousViolations(page, 'the admin menu on a phone');

  await page.getByRole('button', { name: 'Close admin menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await menu.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL('/admin/orders');
  await expect(menu).toBeHidden();
  await context.close();
});
