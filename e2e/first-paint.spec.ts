import { expect, test, type Page } from '@playwright/test';
import { chooseTeeOptions, TEE } from './checkout-steps';
import { hydrated } from './hydration';
import { signInAsOwner } from './owner-session';

// The storefront's busiest pages come rendered from the server (decision 036): readable before
// any script runs, then hydrated by the browser without a mismatch and usable as before.

const HOUR = 60 * 60 * 1000;

/** The demo tee's page address, found through the API as a shopper's link would have it. */
async function teePath(page: Page): Promise<string> {
  const response = await page.request.get('/api/products');
  const { products } = (await response.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === TEE);
  expect(tee).toBeDefined();
  return `/product/${tee!.id}`;
}

/** Every error the page reports: React reports a failed hydration as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a product page shows its name and price with JavaScript off', async ({ browser, page }) => {
  const path = await teePath(page);
  await page.goto(path);
  await hydrated(page);
  const price = await page.getByRole('status', { name: 'Price' }).textContent();
  expect(price).toMatch(/\$\d+\.\d\d/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(path);
  await expect(noScript.getByRole('heading', { level: 1, name: TEE })).toBeVisible();
  await expect(noScript.getByRole('status', { name: 'Price' })).toHaveText(price!);
  await expect(noScript.getByRole('button', { name: 'Select Options' })).toBeVisible();
  await context.close();
});

test('the shop and home page show their products with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/products?collection=NBA');
  await expect(page.getByRole('link', { name: TEE })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Wear your faith' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await context.close();
});

test('a product page hydrates without an error and adds to the cart', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(await teePath(page));
  await hydrated(page);
  await chooseTeeOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Cart' }),
  ).toHaveAccessibleDescription('1 item');
  expect(errors).toEqual([]);
});

test.describe('during a sale, with a cart and a dismissed popup', () => {
  let promotionId: string;

  test.beforeAll(async ({ request }) => {
    await signInAsOwner(request);
    const response = await request.post('/api/admin/promotions', {
      data: {
        title: 'First Paint Sale',
        discountPercentage: 15,
        startDate: new Date(Date.now() - HOUR).toISOString(),
        endDate: new Date(Date.now() + 50 * HOUR).toISOString(),
        bannerMessage: 'First paint sale',
        isActive: true,
      },
    });
    expect(response.status()).toBe(201);
    promotionId = ((await response.json()) as { promotion: { id: string } }).promotion.id;
  });

  test.afterAll(async ({ request }) => {
    await signInAsOwner(request);
    await request.delete(`/api/admin/promotions/${promotionId}`);
  });

  test('what this browser holds shows after hydration, without an error', async ({ page }) => {
    const path = await teePath(page);
    // A returning visitor: two items in the cart and the popup dismissed, both in storage.
    await page.addInitScript(() => {
      window.localStorage.setItem('ctk_popup_dismissed', 'true');
      window.localStorage.removeItem('ctk_email_subscribed');
    });
    await page.goto(path);
    await hydrated(page);
    await chooseTeeOptions(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();

    const errors = collectErrors(page);
    for (const url of ['/', '/products', path]) {
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('region', { name: 'Promotion' })).toContainText(
        'First paint sale',
      );
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Cart' }),
      ).toHaveAccessibleDescription('2 items');
      await expect(page.getByRole('button', { name: 'Get 10% Off' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('before the page is hydrated', () => {
  /** Holds the page's scripts until `release()`, as a slow phone network would. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('taps on the options and Add to Cart are answered once it is', async ({ page }) => {
    const path = await teePath(page);
    const release = await holdScripts(page);
    // Module scripts hold back DOMContentLoaded: the page is only committed and painted here.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: TEE })).toBeVisible();
    await chooseTeeOptions(page);
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    release();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'L', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart' }),
    ).toHaveAccessibleDescription('2 items');
  });

  test('a search typed and sent with Enter opens its results once it is', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/products', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('crewneck');
    await box.press('Enter');
    await expect(page).toHaveURL('/products');

    release();
    await expect(page).toHaveURL('/search?q=crewneck');
    await expect(page.getByText('4 results for "crewneck".')).toBeVisible();
    await expect(box).toHaveValue('crewneck');
  });

  test('an address typed into the newsletter form subscribes once it is', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const newsletter = page.getByRole('region', { name: 'Get 10% Off' });
    await newsletter.getByLabel('Email').fill(`early-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();

    release();
    await expect(newsletter.getByRole('status')).toContainText(
      'Thanks for subscribing! Check your email for your discount code.',
    );
  });
});
