import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

// Journeys through the demo catalogue the server seeds into a fresh store
// (src/server/seed/demo-catalog.ts, demo-products.ts): 4 collections, 16 products, 1 sold out.

const SOLD_OUT_PRODUCT = 'Pumpkin Patch Blessings Crewneck';

test('a shopper filters the shop by a collection and goes back to all', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Collections' });
  const all = filters.getByRole('button', { name: 'all', exact: true });
  const nba = filters.getByRole('button', { name: 'NBA', exact: true });

  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Harvest of Grace Hoodie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blessed Baller Tee' })).toBeVisible();
  // Shop All lists in-stock products only.
  await expect(page.getByRole('link', { name: SOLD_OUT_PRODUCT })).toHaveCount(0);

  await nba.click();
  await expect(page).toHaveURL('/products?collection=NBA');
  await expect(nba).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Blessed Baller Tee' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harvest of Grace Hoodie' })).toHaveCount(0);

  await all.click();
  await expect(page).toHaveURL('/products');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Harvest of Grace Hoodie' })).toBeVisible();
});

test('a shopper zooms, picks a size and a colour, and adds the product to the cart', async ({
  page,
}) => {
  await page.goto('/products?collection=Halloween');
  await page.getByRole('link', { name: 'Light in the Dark Tee' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Light in the Dark Tee' }),
  ).toBeVisible();

  // The first colour's image is the main image.
  const mainImage = page.getByRole('img', { name: /^Light in the Dark Tee/ });
  await expect(mainImage).toHaveAccessibleName('Light in the Dark Tee in Black');

  // Click to zoom 2.5x, click again to zoom out.
  const zoom = page.getByRole('button', { name: 'Zoom image' });
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect(mainImage).toHaveCSS('transform', 'matrix(2.5, 0, 0, 2.5, 0, 0)');
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await expect(mainImage).toHaveCSS('transform', 'none');

  // Nothing chosen yet: the button says so and cannot add.
  const selectOptions = page.getByRole('button', { name: 'Select Options' });
  await expect(selectOptions).toBeDisabled();
  await expect(page.getByText('Please select size and color')).toBeVisible();

  // The price follows the size: 2XL costs $3.00 more than S.
  const price = page.getByRole('status', { name: 'Price' });
  await page.getByRole('button', { name: 'S', exact: true }).click();
  await expect(price).toHaveText('$34.99');
  await page.getByRole('button', { name: '2XL', exact: true }).click();
  await expect(page.getByRole('button', { name: '2XL', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(price).toHaveText('$37.99');

  // A colour pick ends the zoom and shows that colour's image.
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  const vintageBlack = page.getByRole('button', { name: 'Vintage Black', exact: true });
  await vintageBlack.click();
  await expect(vintageBlack).toHaveAttribute('aria-pressed', 'true');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await expect(mainImage).toHaveAccessibleName('Light in the Dark Tee in Vintage Black');
  await expect(mainImage).toHaveAttribute('src', /vintage-black/);
  await expect(mainImage).toBeInViewport();

  // Add to cart: a new line, then the same line again.
  const cart = page.getByRole('banner').getByRole('link', { name: 'Cart' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cart).toHaveAccessibleDescription('1 item');

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Updated cart quantity')).toBeVisible();
  await expect(cart).toHaveAccessibleDescription('3 items');

  // The badge survives a reload: the cart is kept in the browser.
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Cart' }),
  ).toHaveAccessibleDescription('3 items');
});

test('home, shop and product pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Light in the Dark Tee' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home');

  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Blessed Baller Tee' })).toBeVisible();
  await expectNoSeriousViolations(page, 'shop');

  await page.getByRole('link', { name: 'Blessed Baller Tee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blessed Baller Tee' })).toBeVisible();
  await expectNoSeriousViolations(page, 'product');
});
