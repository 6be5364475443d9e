import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInAsOwner } from './owner-session';
import { currentSettingsBody, saveSettings } from './store-settings-api';

// The owner changes the store's settings in the back office and a shopper's checkout, footer
// and page titles follow (issue 12, "Store settings"). Specs share one server, so the test puts
// the settings back as they were.

const PRODUCT = 'Light in the Dark Tee';
const INSTAGRAM = 'https://www.instagram.com/kingdomthreads';

test('the owner turns Venmo off and renames the store; a shopper checks out with the new settings', async ({
  page,
  browser,
}) => {
  // The page's own request context shares its cookies: the browser is the owner's from here.
  await signInAsOwner(page.request);
  const original = await currentSettingsBody(page.request);

  try {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeVisible();
    await expect(page.getByText('At least one payment method must stay offered.')).toBeVisible();
    await expectNoSeriousViolations(page, 'store settings');

    const venmo = page.getByRole('switch', { name: 'Offer Venmo' });
    await expect(venmo).toBeChecked();
    await venmo.click();
    await expect(venmo).not.toBeChecked();
    await page.getByLabel('$Cashtag').fill('$KingdomThreads');
    await page.getByLabel('Store Name').fill('Kingdom Threads');

    // A link that is not https is refused beside its field, and nothing is saved.
    await page.getByLabel('Instagram Link').fill('http://www.instagram.com/kingdomthreads');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      page.getByText('Enter the full Instagram link, starting with https://'),
    ).toBeVisible();
    await page.getByLabel('Instagram Link').fill(INSTAGRAM);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    // After a reload the form shows what the server kept.
    await page.reload();
    await expect(page.getByLabel('Store Name')).toHaveValue('Kingdom Threads');
    await expect(page.getByRole('switch', { name: 'Offer Venmo' })).not.toBeChecked();

    // A shopper in another browser.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await shopper.goto('/products');
    await expect(shopper).toHaveTitle('Shop All | Kingdom Threads');
    const footer = shopper.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      INSTAGRAM,
    );
    await expect(footer).toContainText('Kingdom Threads. All rights reserved.');

    await shopper.getByRole('link', { name: PRODUCT }).first().click();
    await shopper.getByRole('button', { name: 'M', exact: true }).click();
    await shopper.getByRole('button', { name: 'Black', exact: true }).click();
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(shopper.getByText('Added to cart')).toBeVisible();
    await shopper.goto('/checkout');
    await shopper.getByLabel('First Name').fill('Grace');
    await shopper.getByLabel('Last Name').fill('Guest');
    await shopper.getByLabel('Email').fill(`settings-${Date.now()}@example.com`);
    await shopper.getByLabel('Address').fill('12 Harvest Lane');
    await shopper.getByLabel('City').fill('Austin');
    await shopper.getByLabel('State').selectOption({ label: 'Texas' });
    await shopper.getByLabel('ZIP Code').fill('78701');
    await shopper.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(shopper.getByRole('radio', { name: 'Cash App' })).toBeVisible();
    await expect(shopper.getByRole('radio', { name: 'Zelle' })).toBeVisible();
    await expect(shopper.getByRole('radio', { name: 'Venmo' })).toHaveCount(0);
    await shopper.getByRole('radio', { name: 'Cash App' }).check();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await expect(shopper.getByText('$KingdomThreads', { exact: true })).toBeVisible();
    await shopperContext.close();
  } finally {
    await saveSettings(page.request, original);
  }
});

test('the settings screen fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsOwner(page.request);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Settings' });
  await expect(save).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling to reach a field.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, 'store settings on a phone');
});
