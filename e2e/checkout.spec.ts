import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInAsOwner } from './owner-session';

// A guest's path from the product page to a placed order, through the demo catalogue the server
// seeds (src/server/seed/demo-products.ts): Light in the Dark Tee costs $34.99, $37.99 in 2XL,
// and the demo store offers Cash App at $CTKApparel.

const PRODUCT = 'Light in the Dark Tee';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A message the store sent, by subject, read through the owner's mail screen API. */
async function findMail(request: APIRequestContext, subject: string) {
  const response = await request.get('/api/admin/mail');
  const { mail } = (await response.json()) as {
    mail: { id: string; to: string; subject: string }[];
  };
  return mail.find((message) => message.subject === subject) ?? null;
}

async function addToCart(page: Page, size: string, color: string): Promise<void> {
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: color, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

async function subscribeForCode(page: Page, email: string): Promise<string> {
  await page.goto('/');
  const newsletter = page.getByRole('region', { name: 'Get 10% Off' });
  await newsletter.getByLabel('Email').fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  const welcome = newsletter.getByRole('status');
  await expect(welcome).toContainText('Your discount code');
  const code = (await welcome.textContent())?.match(/WELCOME-[A-Z0-9]{6}/)?.[0];
  expect(code, 'the welcome shows the code').toBeTruthy();
  return code!;
}

test('a guest fills the cart, checks out with the newsletter code and tracks the order', async ({
  page,
  request,
}) => {
  const email = `guest-${Date.now()}@example.com`;

  // Two sizes of one tee are two lines.
  await page.goto('/products?collection=Halloween');
  await page.getByRole('link', { name: PRODUCT }).click();
  await addToCart(page, 'M', 'Black');
  await expect(page.getByText('Added to cart')).toBeVisible();
  await addToCart(page, '2XL', 'Black');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart' });
  await expect(cartLink).toHaveAccessibleDescription('2 items');

  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const medium = page.getByRole('listitem', { name: `${PRODUCT} (M, Black)` });
  const large = page.getByRole('listitem', { name: `${PRODUCT} (2XL, Black)` });
  await expect(medium).toContainText('$34.99');
  await expect(large).toContainText('$37.99');

  // Up to 3, back down to 2: 2 x $34.99 + $37.99.
  await medium.getByRole('button', { name: 'Increase quantity' }).click();
  await medium.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(medium.getByRole('group', { name: /^Quantity of/ })).toContainText('3');
  await medium.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(medium).toContainText('$69.98');
  await expect(cartLink).toHaveAccessibleDescription('3 items');

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Subtotal$107.97');
  await expect(summary).toContainText('Shipping$5.00');
  await expect(summary).toContainText('Total$112.97');
  await expect(summary.getByText('Add $42.03 more for free U.S. shipping')).toBeVisible();
  await expectNoSeriousViolations(page, 'cart');

  // A newsletter code, and the reminder that it is waiting to be used.
  const code = await subscribeForCode(page, email);
  const reminder = page.getByRole('complementary', { name: 'Your discount code' });
  await expect(reminder).toContainText(code);

  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The code box upper-cases what is typed.
  const codeBox = page.getByRole('textbox', { name: 'Discount Code' });
  await codeBox.fill(code.toLowerCase());
  await expect(codeBox).toHaveValue(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount applied! 10% off your order')).toBeVisible();
  const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
  // $107.97 - 10% ($10.80) + $5.00 shipping.
  await expect(checkoutSummary).toContainText('Discount (10%)-$10.80');
  await expect(checkoutSummary).toContainText('Total$102.17');
  await expect(reminder).toBeHidden();
  await expectNoSeriousViolations(page, 'checkout');

  // Every shipping field is required.
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please select a state')).toBeVisible();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('12 Harvest Lane');
  await page.getByLabel('City').fill('Austin');
  // The full name is shown, the two-letter code is sent.
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('ZIP Code').fill('78701-1234');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Crypto waits for the owner's first wallet (e2e/crypto-payment.spec.ts).
  await expect(page.getByRole('radio', { name: 'Cash App' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cryptocurrency/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Said beside the choice as well as in a toast, and gone once a method is chosen.
  const missingMethod = page.getByText('Please select a payment method');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please select a payment method',
  );
  await page.getByRole('radio', { name: 'Cash App' }).check();
  await expect(missingMethod).toHaveCount(0);
  await expectNoSeriousViolations(page, 'checkout payment');
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The server's order number and totals.
  const instructions = page.getByRole('region', { name: 'Complete Your Payment' });
  const orderNumberText = instructions.getByText(/^CTK-\d{5,}$/);
  await expect(orderNumberText).toBeVisible();
  const orderNumber = (await orderNumberText.textContent())!;
  await expect(instructions.getByText('$102.17', { exact: true })).toBeVisible();
  await expect(instructions).toContainText(
    `Send the exact total of $102.17 and include your order number ${orderNumber}`,
  );
  await expect(instructions).toContainText('within 24 hours');
  await expectNoSeriousViolations(page, 'payment instructions');

  // A reload before confirming shows the same order again; it does not place a second one.
  await page.reload();
  await expect(instructions.getByText(orderNumber, { exact: true })).toBeVisible();

  await instructions.getByRole('button', { name: 'Copy Cash App handle' }).click();
  await expect(page.getByText('Cash App copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$CTKApparel');

  await instructions.getByRole('button', { name: "I've Sent the Payment" }).click();
  await expect(
    page.getByText('Order confirmed! Check your email for payment verification.'),
  ).toBeVisible();

  // A guest has no account page: a confirmation of the order links to the filled-in tracking form.
  await expect(page).toHaveURL(/\/order-confirmation\?order=CTK-\d+&email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await page.getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page.getByLabel('Order Number')).toHaveValue(orderNumber);
  await expect(cartLink).toHaveAccessibleDescription('0 items');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order found!')).toBeVisible();
  const result = page.getByRole('region', { name: 'Order status' });
  await expect(result.getByRole('heading', { name: 'Awaiting Payment' })).toBeVisible();
  await expect(result).toContainText('$102.17');
  await expect(result).toContainText(PRODUCT);
  await expectNoSeriousViolations(page, 'track order');

  // The code is spent: its reminder does not come back.
  await expect(reminder).toBeHidden();

  // The confirmation e-mail went out (kept by the store, without SMTP, for the owner to read).
  await signInAsOwner(request);
  const subject = `Your CTK order ${orderNumber}`;
  await expect.poll(() => findMail(request, subject)).not.toBeNull();
  const sent = (await findMail(request, subject))!;
  expect(sent.to).toBe(email);
  const detail = (await (await request.get(`/api/admin/mail/${sent.id}`)).json()) as {
    mail: { text: string };
  };
  expect(detail.mail.text).toContain('$102.17');
  expect(detail.mail.text).toContain('$CTKApparel');
  expect(detail.mail.text).toContain('Track your order');
});

test('tracking needs both fields and a matching e-mail', async ({ page }) => {
  await page.goto('/track-order');
  const orderNumber = page.getByLabel('Order Number');
  await expect(orderNumber).toHaveAttribute('placeholder', 'CTK-12345');
  await orderNumber.fill('ctk-00000');
  await expect(orderNumber).toHaveValue('CTK-00000');
  const track = page.getByRole('button', { name: 'Track Order' });
  await track.click();
  // Beside the button as well as in a toast.
  await expect(track).toHaveAccessibleDescription('Please enter both order number and email');

  await page.getByLabel('Email').fill('nobody@example.com');
  await track.click();
  await expect(track).toHaveAccessibleDescription(
    'Order not found. Please check your order number and email.',
  );
});

test('a cart line whose product is gone is flagged and blocks checkout', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: '00000000-0000-4000-8000-000000000000',
          name: 'Retired Tee',
          image: '/placeholder.svg',
          price: 2999,
          quantity: 1,
          selectedSize: 'L',
          selectedColor: 'Black',
        },
      ]),
    ),
  );
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: 'Retired Tee (L, Black)' });
  await expect(line.getByText('No longer available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();

  await line.getByRole('button', { name: 'Remove Retired Tee (L, Black)' }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();

  // An empty cart cannot check out.
  await page.goto('/checkout');
  await expect(page).toHaveURL('/cart');
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL('/products');
});

test('an unsubscribe link without a valid token is an invalid link', async ({ page }) => {
  await page.goto('/unsubscribe?email=someone%40example.com');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();

  await page.goto('/unsubscribe?email=someone%40example.com&token=forged');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByText('Invalid unsubscribe link')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Store' }).click();
  await expect(page).toHaveURL('/');
});
