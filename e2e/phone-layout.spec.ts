import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { signInAsOwner } from './owner-session';

// A shopper on a 390 px phone (the walk-through of issue 13).
test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as a shopper would: again if the page, still starting, put them back at the top. */
async function scrollDown(page: Page, y: number) {
  await expect
    .poll(async () => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      return scrollY(page);
    })
    .toBeGreaterThan(y - 50);
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
  // The router's own scrolling is what is checked here, not a new load.
  await hydrated(page);
  // Clicked where it is, without Playwright scrolling the footer into view first.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'About' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL('/about');
  // The shop's own heading stays until the About page's code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
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
  // On a phone the code box is in the folded order summary.
  await page.getByRole('button', { name: /Show order summary/ }).click();
  const codeBox = page.getByRole('textbox', { name: 'Discount Code' });
  await codeBox.fill('NOPE-123');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(codeBox).toHaveAccessibleDescription('Invalid discount code');
  // Typing again takes the old verdict away.
  await codeBox.fill('NOPE-1234');
  await expect(codeBox).not.toHaveAccessibleDescription('Invalid discount code');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the add bar stays on screen and adds; checkout starts with a folded summary and its total', async ({
  page,
}) => {
  await page.goto('/products?collection=Halloween');
  await page.getByRole('link', { name: 'Light in the Dark Tee' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Light in the Dark Tee' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Black', exact: true }).click();

  // Back at the top of the page, Add to Cart is still within the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  const add = page.getByRole('button', { name: 'Add to Cart' });
  const box = await add.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await add.click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // $34.99 + $5.00 shipping.
  const toggle = summary.getByRole('button', { name: /Show order summary/ });
  await expect(toggle).toContainText('$39.99');
  await expect(summary.getByRole('list', { name: 'Order items' })).toBeHidden();
  // Above the form.
  const toggleBox = await toggle.boundingBox();
  const firstName = await page.getByLabel('First Name').boundingBox();
  expect(toggleBox!.y).toBeLessThan(firstName!.y);

  await toggle.click();
  await expect(summary.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(summary.getByRole('list', { name: 'Order items' })).toContainText(
    'Light in the Dark Tee',
  );
  await expect(summary).toContainText('Total$39.99');

  // The three steps stay on one line.
  const steps = page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem');
  const tops = await steps.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  // No back-to-top button on checkout, however far down.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
});

test('the back-to-top button never sits on "Send Message"', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeVisible();
  // Bring the button to the bottom right corner, where the back-to-top button sits.
  await send.evaluate((button) => {
    const { bottom } = button.getBoundingClientRect();
    window.scrollBy(0, bottom - (window.innerHeight - 30));
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const sendBox = await send.boundingBox();
  expect(sendBox!.y + sendBox!.height).toBeGreaterThan(844 - 70);

  const backToTop = page.getByRole('button', { name: 'Back to top' });
  if (await backToTop.isVisible()) {
    expect(overlaps((await backToTop.boundingBox())!, sendBox!)).toBe(false);
  }
  // Past the form, it comes back.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(backToTop).toBeVisible();
});

test('every collection filter is reachable on a phone', async ({ page }) => {
  await page.goto('/products');
  const hallOfFame = page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: 'WNBA Hall of Fame' });
  const box = await hallOfFame.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('the owner edits a product on a phone: name and price first, remove buttons a thumb can hit', async ({
  page,
}) => {
  await signInAsOwner(page.request);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Edit Light in the Dark Tee' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Light in the Dark Tee');

  const removeImage = page.getByRole('button', { name: 'Remove image 1' });
  const nameBox = (await name.boundingBox())!;
  const priceBox = (await page.getByLabel('Price (USD)').boundingBox())!;
  const removeImageBox = (await removeImage.boundingBox())!;
  expect(nameBox.y).toBeLessThan(removeImageBox.y);
  expect(priceBox.y).toBeLessThan(removeImageBox.y);

  const removeColour = page.getByRole('button', { name: 'Remove colour Black' });
  for (const button of [removeImage, removeColour]) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  }
  // A colour's name is shown whole in its image's colour box.
  const colourBox = page.getByLabel('Colour of image 1');
  const fits = await colourBox.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.textContent = select.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return needed < select.clientWidth - 40;
  });
  expect(fits).toBe(true);
});

test('the menu opens on the first tap, leads to a page, and gives focus back when closed', async ({
  page,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Track Order' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/track-order');

  await menuButton.click();
  await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
