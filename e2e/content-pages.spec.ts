import { expect, test } from '@playwright/test';

// The size chart text the demo store starts with (src/server/seed/demo-content.ts): three
// blocks, one of whose headings carries a leading dash the page must trim.

test('the size chart page renders the chart text as headed blocks of bullets', async ({ page }) => {
  await page.goto('/size-chart');
  await expect(page.getByRole('heading', { level: 1, name: 'Size Chart' })).toBeVisible();

  await expect(
    page.getByRole('heading', { name: 'Unisex Tee Sizes (chest / length, inches)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fit Guide', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '- Fit Guide' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How to Measure' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').filter({ hasText: '2XL – 52–54 / 32' })).toBeVisible();
  await expect(
    main.getByRole('listitem').filter({ hasText: 'Unisex, relaxed streetwear fit.' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /size chart/i })).toBeVisible();
  await expect(page.getByText('No size chart available yet.')).toHaveCount(0);
});

test('the contact form explains a bad e-mail, then sends the message and clears', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  const email = page.getByLabel('Email', { exact: true });
  const message = page.getByLabel('Message', { exact: true });
  const send = page.getByRole('button', { name: 'Send Message' });

  // An empty form names its first problem.
  await send.click();
  await expect(name).toHaveAccessibleDescription('Name is required');

  await name.fill('Ruth Shopper');
  await email.fill('ruth-at-example.com');
  await message.fill('Do you ship to Alaska?');
  await send.click();
  await expect(email).toHaveAccessibleDescription('Invalid email');
  await expect(name).not.toHaveAccessibleDescription('Name is required');

  await email.fill(`ruth-${Date.now()}@example.com`);
  await send.click();
  await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
});

test('Terms and Returns state the same returns policy, and Terms is dated today', async ({
  page,
}) => {
  const today = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date());
  const damagePolicy = /report it within 7 days of delivery with your order number and photos/;

  await page.goto('/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('All sales are final.');
  await expect(page.getByRole('main')).toContainText(damagePolicy);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('All sales are final.');
  await expect(page.getByRole('main')).toContainText(damagePolicy);
  await expect(page.getByRole('main')).not.toContainText('30 days');
});
