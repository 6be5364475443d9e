// The owner manages the catalogue from the back office and sees it on the storefront:
// products with uploaded images, collections, a site promotion (issue 5, spec admin §2-§9).
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_OWNER_EMAIL } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { E2E_OWNER_PASSWORD, signInAsOwner } from './owner-session';

/** A small solid-colour PNG, so each upload is a real image with its own bytes. */
function png(red: number, green: number, blue: number, width = 8, height = 10): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The URL of one stored width of an uploaded image (src/shared/images/image-variants.ts). */
const variant = (url: string, width: number) => url.replace(/-w\d+\.webp$/, `-w${width}.webp`);

const pad = (value: number) => String(value).padStart(2, '0');
/** A `datetime-local` value in this machine's time zone, which the browser shares. */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let ownerSession: StorageState;
let consoleErrors: string[] = [];

// Signing in is rate limited (a few tries per 10 s), so the owner signs in once per file: the
// account is made through the API (its own cookie jar), then this browser signs in through the
// Admin Access form and every test starts from that session.
test.beforeAll(async ({ browser, request }) => {
  await signInAsOwner(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  ownerSession = await context.storageState();
  await context.close();
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
  const front = await uploadImage(page, 'front.png', png(200, 30, 30));
  await expect(page.getByRole('img', { name: 'Product image 1' })).toHaveAttribute(
    'src',
    variant(front, 400),
  );
  const back = await uploadImage(page, 'back.png', png(30, 30, 200));
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

test('the owner adds, renames (Enter) and deletes a collection', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E Drop ${stamp}`;
  const renamed = `E2E Drop Renamed ${stamp}`;

  await page.goto('/admin/collections');
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await page.getByLabel('Collection Name').fill(name);
  await page
    .getByLabel('Collection Image')
    .setInputFiles({ name: 'drop.png', mimeType: 'image/png', buffer: png(40, 120, 40) });
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
