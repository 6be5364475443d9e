import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInAsOwner } from './owner-session';

// Product search from the header, through the demo catalogue the server seeds into a fresh
// store (src/server/seed/demo-products.ts): 4 crewnecks, one of them sold out.

const SOLD_OUT_CREWNECK = 'Pumpkin Patch Blessings Crewneck';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

test('a shopper picks a suggestion with the keyboard on a desktop', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  // On a desktop the field is in the header; the phone's search button is not.
  await expect(box).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();

  await box.click();
  await box.pressSequentially('hood');
  const suggestions = page.getByRole('listbox', { name: 'Suggested products' });
  await expect(suggestions.getByRole('option')).toHaveCount(4);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('option').first()).toContainText('Hoodie');
  await expect(suggestions.getByRole('option').first()).toContainText('$');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = suggestions.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(second).toContainText('Hall of Grace Hoodie');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);

  // Escape closes the list; the arrow opens it again with the same suggestions.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(suggestions).toBeHidden();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hall of Grace Hoodie' })).toBeVisible();
});

test('a shopper submits a search, sees the results, searches again and goes back', async ({
  page,
}) => {
  await page.goto('/products');
  const box = searchBox(page);
  await box.fill('crewneck');
  await box.press('Enter');

  await expect(page).toHaveURL('/search?q=crewneck');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText('4 results for "crewneck".')).toBeVisible();
  const results = page.getByRole('region', { name: 'Results for "crewneck"' });
  const names = results.getByRole('heading', { level: 3 });
  await expect(names).toHaveCount(4);
  // The sold-out crewneck comes after the ones in stock, marked Sold Out.
  await expect(names.last()).toHaveText(SOLD_OUT_CREWNECK);
  await expect(results.getByRole('listitem').last()).toContainText('Sold Out');
  await expect(box).toHaveValue('crewneck');
  await expectNoSeriousViolations(page, '/search?q=crewneck');

  // A typo still finds them.
  await box.fill('hoddie');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=hoddie');
  await expect(page.getByText('4 results for "hoddie".')).toBeVisible();

  await box.fill('kayak');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=kayak');
  await expect(page.getByText('No products found for "kayak".')).toBeVisible();
  await expectNoSeriousViolations(page, '/search?q=kayak');

  // Back returns to the earlier searches, with their words in the field.
  await page.goBack();
  await expect(page).toHaveURL('/search?q=hoddie');
  await expect(page.getByText('4 results for "hoddie".')).toBeVisible();
  await expect(box).toHaveValue('hoddie');
  await page.goBack();
  await expect(page).toHaveURL('/search?q=crewneck');
  await expect(names.last()).toHaveText(SOLD_OUT_CREWNECK);

  // A shared link opens the same results; with none, Shop All is one click away.
  await page.goto('/search?q=kayak');
  await page.getByRole('main').getByRole('link', { name: 'Shop All' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a shopper opens the search, picks a suggestion and searches a collection', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await expect(box).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();

    await box.pressSequentially('wnba hall');
    const suggestions = page.getByRole('listbox', { name: 'Suggested products' });
    await expect(suggestions.getByRole('option').first()).toContainText('Hall of Grace Hoodie');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hall of Grace Hoodie' }),
    ).toBeVisible();
    // The field closed with the navigation.
    await expect(box).toBeHidden();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill('wnba hall');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=wnba+hall');
    const results = page.getByRole('region', { name: 'Results for "wnba hall"' });
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Hall of Grace Hoodie',
    );
    await expect(results.getByRole('link', { name: 'Legacy of Faith Tee' })).toBeVisible();
    await expectNoSeriousViolations(page, '/search?q=wnba+hall on a phone');

    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hall of Grace Hoodie' }),
    ).toBeVisible();
  });
});

test('the owner searches the back office product list, sold-out products included', async ({
  page,
}) => {
  // The page's own API client shares the browser's cookies: this signs the browser in.
  await signInAsOwner(page.request);
  await page.goto('/admin/products');
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('listitem')).toHaveCount(16);

  const box = page.getByLabel('Search products');
  await box.fill('blessings');
  await expect(page).toHaveURL('/admin/products?q=blessings');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').last()).toContainText(SOLD_OUT_CREWNECK);
  await expect(list.getByRole('listitem').last()).toContainText('Out of Stock');

  await box.fill('kayak');
  await expect(page.getByText('No products found for "kayak".')).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/products?q=kayak');

  await box.fill('');
  await expect(page).toHaveURL('/admin/products');
  await expect(list.getByRole('listitem')).toHaveCount(16);
});
