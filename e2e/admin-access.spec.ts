// Admin Access (spec admin §5): who gets into the back office. The store has one owner address,
// so the owner's account may already exist when this file runs; the owner test makes sure it
// does (through the API) and then signs in through the form.
import { expect, test } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { formatMoney } from '../src/shared/format/money';
import type { Dashboard } from '../src/shared/site/dashboard.schema';
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
