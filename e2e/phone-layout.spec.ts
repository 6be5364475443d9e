import { expect, test, type Page } from '@playwright/test';

// A shopper on a 390 px phone (the walk-through of issue 13).
test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollDown(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 50);
}

test('new loads and new pages open at the top; going back returns to where the shopper was', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Harvest of Grace Hoodie' })).toBeVisible();
  await scrollDown(page, 1500);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Harvest of Grace Hoodie' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Typing the address again is a new load too.
  await scrollDown(page, 1500);
  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Harvest of Grace Hoodie' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await scrollDown(page, 1500);
  const left = await scrollY(page);
  // Clicked where it is, without Playwright scrolling the footer into view first.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'About' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/products');
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('"Added to cart" offers View Cart, and a refused discount code is explained under its box', async ({
  page,
}) => {
  await page.goto('/products?collection=Halloween');
  await page.getByRole('link', { name: 'Light in the Dark Tee' }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Black', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const codeBox = page.getByRole('textbox', { name: 'Discount Code' });
  await codeBox.fill('NOPE-123');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(codeBox).toHaveAccessibleDescription('Invalid discount code');
  // Typing again takes the old verdict away.
  await codeBox.fill('NOPE-1234');
  await expect(codeBox).not.toHaveAccessibleDescription('Invalid discount code');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
