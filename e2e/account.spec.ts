import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { addTeeToCart, TEE } from './checkout-steps';

// A shopper with an account: orders while signed in, finds the order in the account, and keeps
// a profile. Prices from the demo catalogue (src/server/seed/demo-products.ts).

const PRODUCT = TEE;

async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Confirm Password').fill('secret-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Account created! You're now logged in.")).toBeVisible();
  await expect(page).toHaveURL('/');
}

test('a signed-in shopper orders, finds the order in the account and keeps a profile', async ({
  page,
}) => {
  const email = `naomi-${Date.now()}@example.com`;
  await signUp(page, 'Naomi Buyer', email);

  await addTeeToCart(page);

  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // The account's e-mail and name are filled in.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First Name')).toHaveValue('Naomi');
  await expect(page.getByLabel('Last Name')).toHaveValue('Buyer');
  await page.getByLabel('Address').fill('7 Court Street');
  await page.getByLabel('City').fill('Phoenix');
  await page.getByLabel('State').selectOption({ label: 'Arizona' });
  await page.getByLabel('ZIP Code').fill('85004');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const instructions = page.getByRole('region', { name: 'Complete Your Payment' });
  const orderNumberText = instructions.getByText(/^CTK-\d{5,}$/);
  await expect(orderNumberText).toBeVisible();
  const orderNumber = (await orderNumberText.textContent())!;
  // $34.99 + $5.00 shipping.
  await expect(instructions.getByText('$39.99', { exact: true })).toBeVisible();
  await instructions.getByRole('button', { name: "I've Sent the Payment" }).click();
  await expect(
    page.getByText('Order confirmed! Check your email for payment verification.'),
  ).toBeVisible();

  // Signed in, the account page lists the order.
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' });
  const orderLink = orders.getByRole('link', { name: new RegExp(orderNumber) });
  await expect(orderLink).toContainText('Awaiting Payment');
  await expect(orderLink).toContainText('$39.99');
  await expectNoSeriousViolations(page, 'account');

  await orderLink.click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const items = page.getByRole('list', { name: 'Order items' });
  await expect(items).toContainText(PRODUCT);
  await expect(items).toContainText('Size: L');
  await expect(page.getByText('7 Court Street')).toBeVisible();
  await expectNoSeriousViolations(page, 'order detail');
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page).toHaveURL('/account');

  // The profile: e-mail read-only, name and phone saved.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Full Name').fill('Naomi B. Buyer');
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Naomi B. Buyer');
  await expect(page.getByLabel('Phone')).toHaveValue('555-0100');

  // Sign Out from the account page ends the session and empties the cart.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto('/account');
  await expect(page).toHaveURL('/auth');
});

test('the account and order pages ask a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL('/auth');
  await page.goto('/order/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/auth');
});

test("a signed-in shopper cannot open someone else's order", async ({ page }) => {
  await signUp(page, 'Eli Other', `eli-${Date.now()}@example.com`);
  await page.goto('/order/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/account');
});
