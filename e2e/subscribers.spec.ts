// The owner's subscriber list: counts, a case-insensitive search, the CSV export, adding and
// deleting on the Newsletter screen (dialogs) and on the Subscribers page (browser confirm).
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { expectNoSeriousViolations } from './axe';

const stamp = Date.now();
const ALPHA = `search-alpha.${stamp}@e2e.test`;
const BETA = `search-beta.${stamp}@e2e.test`;
let ownerSession: OwnerSession;
let consoleErrors: string[] = [];

test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
  for (const email of [ALPHA, BETA.toUpperCase()]) {
    const response = await request.post('/api/admin/subscribers', {
      data: { email, phone: email === ALPHA ? '555-0142' : null },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
});

// Playwright reads which fixtures a function needs from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.use({ storageState: async ({}, use) => use(ownerSession) });

test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});

test.afterEach(() => {
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('the owner searches the list in any case, exports it, and deletes with a confirm', async ({
  page,
}) => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Subscribers' })
    .click();
  await expect(page.getByRole('heading', { name: 'Email Subscribers' })).toBeVisible();
  for (const card of ['Total', 'Active', 'Unsubscribed']) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Subscribers' });
  for (const header of ['Email', 'Phone', 'Status', 'Discount Code', 'Subscribed', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: BETA })).toBeVisible();

  const search = page.getByPlaceholder('Search by email...');
  await search.fill(`SEARCH-ALPHA.${stamp}`);
  await expect(table.getByRole('row').filter({ hasText: ALPHA })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: ALPHA })).toContainText('555-0142');
  await expect(table.getByRole('row').filter({ hasText: ALPHA })).toContainText('Active');
  await expect(table.getByRole('row').filter({ hasText: BETA })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the subscribers page');

  // The export follows the search.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Email,Phone,Status,Source,Discount Code,Discount Used,Subscribed');
  expect(csv).toContain(`${ALPHA},555-0142,Active,admin_added`);
  expect(csv).not.toContain(BETA);

  await search.fill(`nobody-${stamp}`);
  await expect(page.getByText('No subscribers found')).toBeVisible();

  await search.fill(`search-beta.${stamp}`);
  const beta = table.getByRole('row').filter({ hasText: BETA });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Are you sure you want to delete this subscriber? This action cannot be undone.',
    );
    void dialog.accept();
  });
  await beta.getByRole('button', { name: `Delete ${BETA}` }).click();
  await expect(page.getByText('Subscriber deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No subscribers found')).toBeVisible();
});

test('the owner adds and deletes a subscriber on the Newsletter screen', async ({ page }) => {
  const added = `Added.${stamp}@E2E.test`;
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter Marketing' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Subscriber' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subscriber' });
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add Subscriber' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(added);
  await dialog.getByLabel('Phone (optional)').fill('555-0177');
  await dialog.getByRole('button', { name: 'Add Subscriber' }).click();
  await expect(page.getByText('Subscriber added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Subscribers' });
  const row = list.getByRole('listitem').filter({ hasText: added.toLowerCase() });
  await expect(row).toBeVisible();
  await expect(row).toContainText('555-0177');

  await row.getByRole('button', { name: `Delete ${added.toLowerCase()}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete subscriber' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this subscriber? This action cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});
