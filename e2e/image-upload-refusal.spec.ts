// An image the server refuses before decoding it (too many pixels for its small file) is named
// in a toast with the server's reason, so the owner knows to resize it (issue 24, item 8).
import { expect, test } from '@playwright/test';
import { uploadFailedMessage } from '../src/shared/content/content-input.schema';
import { IMAGE_BOUND_MESSAGES, MAX_IMAGE_PIXELS } from '../src/server/platform/image-bounds';
import { blankPng } from '../src/test-support/png';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';

let ownerSession: OwnerSession;
test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});
// eslint-disable-next-line no-empty-pattern
test.use({ storageState: async ({}, use) => use(ownerSession) });

test('a refused upload says why in the product form', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();

  const poster = blankPng(10_000, Math.ceil(MAX_IMAGE_PIXELS / 10_000) + 1);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().includes('/api/admin/uploads/images')),
    page.getByLabel('Upload Images').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: poster,
    }),
  ]);
  expect(response.status()).toBe(400);
  await expect(
    page.getByText(`${uploadFailedMessage('poster.png')}: ${IMAGE_BOUND_MESSAGES.pixels}`),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Product image 1' })).toBeHidden();
  // The browser's own line for the 400 and the form's log of the refusal; nothing else.
  expect(consoleErrors.filter((text) => !/400|Upload of poster\.png failed/.test(text))).toEqual(
    [],
  );
});
