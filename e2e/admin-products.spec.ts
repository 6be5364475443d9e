// The owner adds, reprices and deletes a product with uploaded images and sees it on the
// storefront; the form keeps an unsaved draft (issue 5, spec admin §2 Product form, §4).
import { expect, test, type Page } from '@playwright/test';
import { startEachTestOnTheDashboard } from './admin-journey';
import { solidPng } from '../src/test-support/png';

/** The URL of one stored width of an uploaded image (src/shared/images/image-variants.ts). */
const variant = (url: string, width: number) => url.replace(/-w\d+\.webp$/, `-w${width}.webp`);

startEachTestOnTheDashboard();

async function uploadImage(page: Page, name: string, buffer: Buffer): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().includes('/api/admin/uploads/images')),
    page.getByLabel('Upload Images').setInputFiles({ name, mimeType: 'image/png', buffer }),
  ]);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/**
 * Moves an image one place left with the keyboard: focus its handle, Space, arrow, Space. Each
 * step waits for the drag's screen-reader announcement, since the sensor acts between key presses.
 */
async function moveImageLeft(page: Page, number: number) {
  await page.getByRole('button', { name: `Reorder image ${number}` }).focus();
  await page.keyboard.press('Space');
  // Picked up, and at once over its own place.
  await expect(page.getByText(`Image ${number} is over position ${number}.`)).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`Image ${number} is over position ${number - 1}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(`Image ${number} was moved to position ${number - 1}.`),
  ).toBeAttached();
}

test('the owner creates a product with two images, sees it in the shop, reprices and deletes it', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `E2E Test Tee ${stamp}`;
  const collection = `E2E Capsule ${stamp}`;

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL('/admin/products/new');

  // Two uploads; new images go after the existing ones.
  const front = await uploadImage(page, 'front.png', solidPng(200, 30, 30));
  await expect(page.getByRole('img', { name: 'Product image 1' })).toHaveAttribute(
    'src',
    variant(front, 400),
  );
  const back = await uploadImage(page, 'back.png', solidPng(30, 30, 200));
  const first = page.getByRole('img', { name: 'Product image 1' });
  const second = page.getByRole('img', { name: 'Product image 2' });
  await expect(second).toHaveAttribute('src', variant(back, 400));

  // Set Main moves the back to the front; dragging with the keyboard moves it back again.
  await page.getByRole('button', { name: 'Set image 2 as main' }).click();
  await expect(page.getByText('Set as primary image')).toBeVisible();
  await expect(first).toHaveAttribute('src', variant(back, 400));
  await expect(second).toHaveAttribute('src', variant(front, 400));
  await moveImageLeft(page, 2);
  await expect(first).toHaveAttribute('src', variant(front, 400));
  await expect(second).toHaveAttribute('src', variant(back, 400));
  await expect(page.getByRole('listitem').filter({ has: first })).toContainText('MAIN');
  await expect(page.getByRole('listitem').filter({ has: second })).not.toContainText('MAIN');

  await page.getByLabel('Colour of image 2').selectOption('Navy');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (USD)').fill('34.50');
  await page.getByLabel('Description', { exact: true }).fill('Heavyweight cotton, made to order.');

  // A new collection straight from the form, then featured in it.
  await expect(page.getByText('Add collections above to select featured options')).toBeVisible();
  await page.getByRole('button', { name: '+ New' }).click();
  await page.getByLabel('New collection name').fill(`  ${collection}  `);
  await page.getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByText('Collection added!')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: collection, exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: `Featured in ${collection}` }).check();
  await expect(page.getByRole('switch', { name: 'In Stock' })).toBeChecked();

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL('/admin/products');
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The storefront shows it, with the first image as its main image.
  await page.goto('/products');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(card.getByRole('img', { name })).toHaveAttribute('src', variant(front, 800));
  await expect(card).toContainText('$34.50');

  // A new price.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Colour of image 2')).toHaveValue('Navy');
  await page.getByLabel('Price (USD)').fill('39.99');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(page).toHaveURL('/admin/products');

  await page.goto('/products');
  await expect(card).toContainText('$39.99');

  // And it goes.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeHidden();

  await page.goto('/products');
  await expect(page.getByRole('link', { name })).toBeHidden();

  // The collection made on the way is this test's too.
  const { collections } = (await (await page.request.get('/api/admin/collections')).json()) as {
    collections: { id: string; name: string }[];
  };
  const made = collections.find((entry) => entry.name === collection);
  if (made) await page.request.delete(`/api/admin/collections/${made.id}`);
});

test('the product form keeps an unsaved draft until it is discarded', async ({ page }) => {
  await page.goto('/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Half-finished Hoodie');
  await page.getByRole('button', { name: 'XS', exact: true }).click();

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Half-finished Hoodie');
  await expect(page.getByRole('button', { name: 'XS', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Unsaved changes from your last visit were restored.')).toBeVisible();

  await page.getByRole('button', { name: 'Discard Draft' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByText('Unsaved changes from your last visit were restored.')).toBeHidden();
});
