import { expect, test } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { E2E_OWNER_PASSWORD } from './owner-session';

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

test('the owner signs up on Admin Access and lands on the dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Store Owner');
  await page.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('UNLOCKED')).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();
  await expect(page.getByText('$0.00').first()).toBeVisible();
});
