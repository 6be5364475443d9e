// The owner's browser session for a file of back-office journeys: signed in once through the
// Admin Access form, every test starting on the Dashboard, and no console errors allowed.
import { expect, test } from '@playwright/test';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';

/** Registers the file's hooks; call once at the top of a spec file. */
export function startEachTestOnTheDashboard(): void {
  let ownerSession: OwnerSession;
  let consoleErrors: string[] = [];

  // Signing in is rate limited (a few tries per 10 s), so the owner signs in once per file: the
  // account is made through the API (its own cookie jar), then this browser signs in through the
  // Admin Access form and every test starts from that session.
  test.beforeAll(async ({ browser, request }) => {
    ownerSession = await signInOwnerBrowser(browser, request);
  });

  // Playwright reads which fixtures a function needs from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(ownerSession) });

  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test.afterEach(() => {
    expect(consoleErrors, 'console errors').toEqual([]);
  });
}
