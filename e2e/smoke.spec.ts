import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('home shows the header and the demo catalogue', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Shop All' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  expect(warnings.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a shopper signs up, is signed in, and signs out', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Ruth Shopper');
  await page.getByLabel('Email').fill(`ruth-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Confirm Password').fill('secret-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Account created! You're now logged in.")).toBeVisible();
  await expect(page).toHaveURL('/');

  // Signed in, /auth sends the shopper back to the store.
  await page.goto('/auth');
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the storefront never loads admin code', async ({ page }) => {
  // The build lists the admin chunks (vite.bundle-report.ts); none may be fetched on the storefront.
  const report = JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../dist/client/.vite/bundle-report.json'),
      'utf8',
    ),
  ) as { admin: { files: string[] } };
  expect(report.admin.files.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => report.admin.files.some((file) => url.endsWith(file)))).toEqual(
    [],
  );
});
