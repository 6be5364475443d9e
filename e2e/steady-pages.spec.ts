import { expect, test, type Page } from '@playwright/test';
import { signInAsOwner } from './owner-session';

// Pages that paint at once and then hold still (issue 15): the data a page needs may come inside
// its HTML, and whatever arrives last moves nothing already on screen.
test.use({ viewport: { width: 390, height: 844 } });

const HOUR = 60 * 60 * 1000;
let promotionId: string;

// During a sale: its banner above the header and its prices on every card are what most often
// arrived after the page had painted.
test.beforeAll(async ({ request }) => {
  await signInAsOwner(request);
  const response = await request.post('/api/admin/promotions', {
    data: {
      title: 'Steady Sale',
      discountPercentage: 15,
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

/** Counts the layout shifts (CLS, as browsers report them) from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
  );

/** Holds back every answer to an API path by `ms`: the slowest order the page can see. */
async function delay(page: Page, apiPath: string, ms: number) {
  await page.route(
    (url) => url.pathname === apiPath,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

test('the home page paints its products from the data in its HTML, without asking again', async ({
  page,
}) => {
  const bestSellers = (await (await page.request.get('/api/products/best-sellers')).json()) as {
    products: { name: string }[];
  };
  // A name only the page's own data has, so the test sees where the card came from.
  bestSellers.products[0]!.name = 'Page Data Tee';
  const pageData = JSON.stringify({ '/api/products/best-sellers': bestSellers }).replaceAll(
    '<',
    '\\u003c',
  );
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script id="page-data"[^>]*>.*?<\/script>/s, '');
    await route.fulfill({
      response,
      body: html.replace(
        '</head>',
        `<script id="page-data" type="application/json">${pageData}</script></head>`,
      ),
    });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products/best-sellers') asked.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Page Data Tee' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the home, shop and product pages do not move once painted, whatever answers last', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  // The sale, the filter names and the page's own data each arrive late, one after another.
  await delay(page, '/api/promotions/active', 900);
  await delay(page, '/api/products/collection-names', 600);
  await delay(page, '/api/products', 300);
  await delay(page, '/api/products/best-sellers', 300);
  const banner = page.getByRole('region', { name: 'Promotion' });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Light in the Dark Tee' })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);

  await page.goto('/products');
  await expect(page.getByRole('link', { name: 'Blessed Baller Tee' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'all', exact: true })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);

  const { products } = (await (await page.request.get('/api/products')).json()) as {
    products: { id: string; name: string }[];
  };
  const product = products[0]!;
  await delay(page, `/api/products/${product.id}`, 300);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('15% off site-wide', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
