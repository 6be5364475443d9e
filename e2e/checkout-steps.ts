// A shopper's way from the shop to checkout's later steps, shared by the journeys that start
// with an order: the demo's Blessed Baller Tee (L, first colour, $34.99 + $5.00 shipping).
import { expect, type Page } from '@playwright/test';

export const TEE = 'Blessed Baller Tee';
/** The tee and flat U.S. shipping. */
export const TEE_ORDER_TOTAL = '$39.99';

/** On the tee's page: size L and its first colour. */
export async function chooseTeeOptions(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('button')
    .first()
    .click();
}

/** Puts one tee in the cart from the NBA collection. */
export async function addTeeToCart(page: Page): Promise<void> {
  await page.goto('/products?collection=NBA');
  await page.getByRole('link', { name: TEE }).click();
  await chooseTeeOptions(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

/**
 * From the cart to the choice of method, shipping to Austin; a guest (`guestEmail`) fills in
 * who they are too, a signed-in shopper's name and address come from the account.
 */
export async function toPaymentStep(page: Page, guestEmail?: string): Promise<void> {
  await addTeeToCart(page);
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  if (guestEmail) {
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Guest');
    await page.getByLabel('Email').fill(guestEmail);
  }
  await page.getByLabel('Address').fill('12 Harvest Lane');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('ZIP Code').fill('78701');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** Chooses Cash App, places the order, and returns the order number step 3 shows. */
export async function placeCashAppOrder(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Cash App' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const orderNumber = page
    .getByRole('region', { name: 'Complete Your Payment' })
    .getByText(/^CTK-\d{5,}$/);
  await expect(orderNumber).toBeVisible();
  return (await orderNumber.textContent())!;
}
