// A shop discount code from the owner's screen to a shopper's checkout: created inactive,
// switched on, applied at checkout, and counted once the order is placed.
import { expect, test } from '@playwright/test';
import { signInOwnerBrowser, type OwnerSession } from './admin-feed';
import { expectNoSeriousViolations } from './axe';

// The demo catalogue (src/server/seed/demo-products.ts): $34.99, Halloween collection.
const PRODUCT = 'Light in the Dark Tee';
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

let ownerSession: OwnerSession;
test.beforeAll(async ({ browser, request }) => {
  ownerSession = await signInOwnerBrowser(browser, request);
});

test('the owner creates and activates a code that a shopper then applies at checkout', async ({
  browser,
  page,
}) => {
  const owner = await (await browser.newContext({ storageState: ownerSession })).newPage();
  await owner.goto('/admin/discounts');
  await expect(owner.getByRole('heading', { level: 1, name: 'Discount Codes' })).toBeVisible();
  await expect(
    owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discount Codes' }),
  ).toBeVisible();

  // The code is trimmed and upper-cased; 10 % unless told; new codes start inactive.
  await owner.getByRole('button', { name: 'Add Discount Code' }).click();
  const form = owner.getByRole('dialog', { name: 'Add Discount Code' });
  await expect(form.getByLabel('Discount Percentage')).toHaveValue('10');
  await form.getByLabel('Discount Percentage').fill('101');
  await form.getByRole('button', { name: 'Create Discount Code' }).click();
  await expect(form.getByText('Code is required')).toBeVisible();
  await expect(form.getByText('Discount must be a whole number from 1 to 100')).toBeVisible();
  await form.getByLabel('Code').fill(` ${CODE.toLowerCase()}`);
  await expect(form.getByLabel('Code')).toHaveValue(` ${CODE}`);
  await form.getByLabel('Discount Percentage').fill('15');
  await form.getByLabel('Description (optional)').fill('End-to-end test code');
  await expectNoSeriousViolations(owner, 'discount code form');
  await form.getByRole('button', { name: 'Create Discount Code' }).click();
  await expect(owner.getByText('Discount code created!')).toBeVisible();

  const row = owner
    .getByRole('list', { name: 'Discount codes' })
    .getByRole('listitem')
    .filter({ hasText: CODE });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('Used 0 uses');

  // A second code with the same name is refused with the server's message.
  await owner.getByRole('button', { name: 'Add Discount Code' }).click();
  await form.getByLabel('Code').fill(CODE);
  await form.getByRole('button', { name: 'Create Discount Code' }).click();
  await expect(owner.getByText(`A discount code ${CODE} already exists`)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Editing keeps the code as it is.
  await row.getByRole('button', { name: `Edit ${CODE}` }).click();
  const edit = owner.getByRole('dialog', { name: 'Edit Discount Code' });
  await expect(edit.getByLabel('Code')).toHaveAttribute('readonly', '');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('switch', { name: `${CODE} active` }).click();
  await expect(owner.getByText('Discount activated')).toBeVisible();
  await expect(row).not.toContainText('Inactive');
  await expectNoSeriousViolations(owner, 'discount codes');

  // The shopper: one tee, then the code at checkout.
  await page.goto('/products?collection=Halloween');
  await page.getByRole('link', { name: PRODUCT }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Black', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Discount Code' }).fill(CODE.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount applied! 15% off your order')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // $34.99 - 15% ($5.25) + $5.00 shipping.
  await expect(summary).toContainText('Discount (15%)-$5.25');
  await expect(summary).toContainText('Total$34.74');

  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Shopper');
  await page.getByLabel('Email').fill(`dana-${Date.now()}@example.com`);
  await page.getByLabel('Address').fill('3 Elm St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('ZIP Code').fill('78701');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Cash App' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const instructions = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(instructions.getByText('$34.74', { exact: true })).toBeVisible();

  // The order counted one use.
  await owner.reload();
  await expect(row).toContainText('Used 1 use');

  // Switched off, the code no longer applies.
  await row.getByRole('switch', { name: `${CODE} active` }).click();
  await expect(owner.getByText('Discount deactivated')).toBeVisible();
  await row.getByRole('button', { name: `Delete ${CODE}` }).click();
  const confirm = owner.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this discount code?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(owner.getByText('Discount code deleted')).toBeVisible();
  await expect(row).toBeHidden();
});
