// A site promotion as shoppers see it: the banner, and every price lowered by the promotion's
// percentage. Expected prices come from the API's product list and the shared price rules.
import { expect, test, type Locator } from '@playwright/test';
import type { Product } from '../src/shared/catalog/product.schema';
import { formatPriceRange } from '../src/shared/pricing/price-range';
import { priceRangeCents } from '../src/shared/pricing/pricing';
import type { ActivePromotion } from '../src/shared/promotions/promotion.schema';
import { signInAsOwner } from './owner-session';

const HOUR = 60 * 60 * 1000;
const TITLE = 'Advent Sale';
let promotionId: string;

// The spec starts its own promotion; being the newest running one, it is the one shown.
test.beforeAll(async ({ request }) => {
  await signInAsOwner(request);
  const response = await request.post('/api/admin/promotions', {
    data: {
      title: TITLE,
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

test('a live promotion shows its banner with a countdown until dismissed', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Promotion' });
  await expect(banner.getByText('Advent Sale - 20% OFF SITE-WIDE!')).toBeVisible();
  // More than a day left: days, hours and minutes, ticking every second.
  await expect(banner.getByText(/\d+d \d+h \d+m/)).toBeVisible();

  await banner.getByRole('button', { name: 'Dismiss promotion' }).click();
  await expect(banner).toBeHidden();
});

test('every product card shows the promotion price beside the struck original', async ({
  page,
  request,
}) => {
  const active = (await (await request.get('/api/promotions/active')).json()) as {
    promotion: ActivePromotion | null;
  };
  expect(active.promotion?.title).toBe(TITLE);
  const percentage = active.promotion!.discountPercentage;
  const { products } = (await (await request.get('/api/products')).json()) as {
    products: Product[];
  };
  expect(products.length).toBeGreaterThan(0);

  await page.goto('/products');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(products.length);
  for (const product of products) {
    const card = cards.filter({
      has: page.getByRole('link', { name: product.name, exact: true }),
    });
    await expect(card.getByText(`${percentage}% Off`), product.name).toBeVisible();
    await expectPromotionPrice(card, product, percentage);
  }

  // The product page prices the same way.
  const [first] = products;
  await cards.getByRole('link', { name: first!.name, exact: true }).click();
  await expect(page).toHaveURL(`/product/${first!.id}`);
  await expectPromotionPrice(page.getByRole('status', { name: 'Price' }), first!, percentage);
});

/** The sale price (or range over sizes) shown, and the original one struck through. */
async function expectPromotionPrice(scope: Locator, product: Product, percentage: number) {
  // Promotion price = price x (1 - pct/100) for each size's price, in cents (spec §9).
  const sale = formatPriceRange(priceRangeCents(product.priceCents, product.sizes, percentage));
  const original = formatPriceRange(priceRangeCents(product.priceCents, product.sizes));
  await expect(scope.getByText('Sale price:'), product.name).toBeAttached();
  await expect(scope.getByText(sale, { exact: true }), product.name).toBeVisible();
  await expect(scope.getByRole('deletion'), product.name).toHaveText(original);
}
