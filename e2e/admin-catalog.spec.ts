// The owner manages collections and a site promotion from the back office and sees them on the
// storefront; the catalogue screens pass axe (issue 5, spec admin §2-§9). Products are in
// admin-products.spec.ts.
import { expect, test } from '@playwright/test';
import { startEachTestOnTheDashboard } from './admin-journey';
import { expectNoSeriousViolations } from './axe';
import { solidPng } from '../src/test-support/png';

const pad = (value: number) => String(value).padStart(2, '0');
/** A `datetime-local` value in this machine's time zone, which the browser shares. */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

startEachTestOnTheDashboard();

test('the owner adds, renames (Enter) and deletes a collection', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E Drop ${stamp}`;
  const renamed = `E2E Drop Renamed ${stamp}`;

  await page.goto('/admin/collections');
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await page.getByLabel('Collection Name').fill(name);
  await page
    .getByLabel('Collection Image')
    .setInputFiles({ name: 'drop.png', mimeType: 'image/png', buffer: solidPng(40, 120, 40) });
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Add Collection' }).click();
  await expect(page.getByText('Collection added successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'Collections' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  // Escape leaves the name as it was.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill('Not this one');
  await page.getByLabel(`New name for ${name}`).press('Escape');
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  // Enter saves the new one.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(`New name for ${name}`).fill(renamed);
  await page.getByLabel(`New name for ${name}`).press('Enter');
  await expect(page.getByText('Collection updated successfully')).toBeVisible();
  await expect(list.getByText(renamed, { exact: true })).toBeVisible();
  await expect(list.getByText(name, { exact: true })).toBeHidden();

  // The confirmation names the collection.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete collection' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Collection deleted successfully')).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toBeHidden();
});

test('a promotion created live now shows its banner on the storefront', async ({ page }) => {
  const title = `E2E Flash Sale ${Date.now()}`;
  const now = Date.now();

  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { name: 'Site Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Promotion' }).click();
  const form = page.getByRole('dialog', { name: 'Add Promotion' });
  await form.getByLabel('Title').fill(title);
  await expect(form.getByLabel('Discount Percentage')).toHaveValue('10');
  await form.getByLabel('Discount Percentage').fill('15');
  await expect(form.getByLabel('Banner Message')).toHaveAttribute(
    'placeholder',
    `${title} - 15% OFF SITE-WIDE!`,
  );

  // The end must come after the start (the server's own schema, checked in the browser).
  await form.getByLabel('Start Date').fill(localInput(new Date(now + 60 * 60_000)));
  await form.getByLabel('End Date').fill(localInput(new Date(now - 60 * 60_000)));
  await form.getByRole('button', { name: 'Create Promotion' }).click();
  await expect(form.getByText('End date must be after start date')).toBeVisible();

  await form.getByLabel('Start Date').fill(localInput(new Date(now - 60 * 60_000)));
  await form.getByLabel('End Date').fill(localInput(new Date(now + 24 * 60 * 60_000)));
  await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
  await form.getByRole('button', { name: 'Create Promotion' }).click();
  await expect(page.getByText('Promotion created!')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('LIVE NOW')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Promotion' })).toContainText(
    `${title} - 15% OFF SITE-WIDE!`,
  );

  await page.goto('/admin/promotions');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete promotion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Promotion deleted')).toBeVisible();
  await expect(page.getByText(title)).toBeHidden();
});

test('the catalogue and content screens have no serious accessibility violations', async ({
  page,
}) => {
  const screens = [
    { path: '/admin/products', heading: 'Products', ready: 'Light in the Dark Tee' },
    { path: '/admin/products/new', heading: 'Add Product', ready: 'Halloween' },
    { path: '/admin/collections', heading: 'Collections', ready: 'WNBA Hall of Fame' },
    { path: '/admin/hero', heading: 'Hero Banner', ready: 'Recommended: MP4' },
    { path: '/admin/showcases', heading: 'Featured Showcases', ready: 'Order' },
    { path: '/admin/size-chart', heading: 'Size Chart Management', ready: 'Separate blocks' },
    { path: '/admin/promotions', heading: 'Site Promotions', ready: 'Add Promotion' },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await expectNoSeriousViolations(page, screen.path);
  }

  // The forms that open in a dialog.
  await page.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Promotion' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the promotion form');
  await page.goto('/admin/showcases');
  await page.getByRole('button', { name: 'Add Showcase' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Showcase' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the showcase form');
});
