import { expect, test } from '@playwright/test';
import { signInAsOwner } from './owner-session';

const HOUR = 60 * 60 * 1000;
let promotionId: string;

test.beforeAll(async ({ request }) => {
  await signInAsOwner(request);
  const response = await request.post('/api/admin/promotions', {
    data: {
      title: 'Advent Sale',
      discountPercentage: 20,
      startDate: new Date(Date.now() - HOUR).toISOString(),
      endDate: new Date(Date.now() + 50 * HOUR).toISOString(),
      bannerMessage: '',
      isActive: true,
    },
  });
  expect(response.status()).toBe(201);
  promotionId = ((await response.json()) as { promotion: { id: string } }).promotion.id;
});

test.afterAll(async ({ request }) => {
  await signInAsOwner(request);
  await request.delete(`/api/admin/promotions/${promotionId}`);
});

test('a live promotion shows its banner with a countdown and lowers every price', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Promotion' });
  await expect(banner.getByText('Advent Sale - 20% OFF SITE-WIDE!')).toBeVisible();
  // More than a day left: days, hours and minutes, ticking every second.
  await expect(banner.getByText(/\d+d \d+h \d+m/)).toBeVisible();

  await page.goto('/products');
  // Every in-stock card carries the sale badge.
  await expect(page.getByText('20% Off').first()).toBeVisible();
  await page.getByRole('article').filter({ hasText: '20% Off' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);

  const price = page.getByRole('status', { name: 'Price' });
  await expect(price).toContainText('Sale price:');
  await expect(price).toContainText('Original price:');

  await page
    .getByRole('region', { name: 'Promotion' })
    .getByRole('button', { name: 'Dismiss promotion' })
    .click();
  await expect(page.getByRole('region', { name: 'Promotion' })).toBeHidden();
});
