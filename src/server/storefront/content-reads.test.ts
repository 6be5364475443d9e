import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/products';
import { emailPopupConfig } from '../db/schema/marketing';
import { featuredShowcases, heroSettings, sizeChartContent } from '../db/schema/storefront-content';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.request('GET', url);
  expect(response.status, url).toBe(200);
  return response.json();
}

describe('an empty store', () => {
  it('has no hero video, no showcases, an empty size chart and the default popup', async () => {
    expect(await get('/api/content/hero')).toEqual({ hero: { videoUrl: null } });
    expect(await get('/api/content/showcases')).toEqual({ showcases: [] });
    expect(await get('/api/content/size-chart')).toEqual({
      sizeChart: { description: '', imageUrl: null },
    });
    expect(await get('/api/content/popup')).toMatchObject({
      popup: { title: 'Get 10% Off', buttonText: 'Claim Your 10% Off' },
    });
  });
});

describe('owner content', () => {
  it('shows the hero video, the t-shirt size chart and the saved popup', async () => {
    await t.db.insert(heroSettings).values({ videoUrl: '/uploads/hero-videos/a.mp4' });
    await t.db.insert(sizeChartContent).values([
      { productType: 't-shirt', description: 'Fit\nTrue to size', imageUrl: '/uploads/chart.webp' },
      { productType: 'hoodie', description: 'not this one' },
    ]);
    await t.db.insert(emailPopupConfig).values({
      title: 'Join Us',
      subtitle: 'Sub',
      description: 'Desc',
      buttonText: 'Go',
    });
    await t.catalogChanged();
    expect(await get('/api/content/hero')).toEqual({
      hero: { videoUrl: '/uploads/hero-videos/a.mp4' },
    });
    expect(await get('/api/content/size-chart')).toEqual({
      sizeChart: { description: 'Fit\nTrue to size', imageUrl: '/uploads/chart.webp' },
    });
    expect(await get('/api/content/popup')).toMatchObject({
      popup: { title: 'Join Us', buttonText: 'Go' },
    });
  });

  it('shows at most two active showcases of in-stock products, lowest display order first', async () => {
    const [tee, hoodie, soldOut] = await t.db
      .insert(products)
      .values([
        { name: 'Tee', priceCents: 3000 },
        { name: 'Hoodie', priceCents: 6000 },
        { name: 'Gone', priceCents: 3000, inStock: false },
      ])
      .returning();
    await t.db.insert(featuredShowcases).values([
      { lifestyleImageUrl: '/l/3.webp', productId: tee!.id, displayOrder: 3 },
      { lifestyleImageUrl: '/l/1.webp', productId: hoodie!.id, displayOrder: 1 },
      { lifestyleImageUrl: '/l/0.webp', productId: soldOut!.id, displayOrder: 0 },
      { lifestyleImageUrl: '/l/2.webp', productId: tee!.id, displayOrder: 2, isActive: false },
      { lifestyleImageUrl: '/l/9.webp', productId: tee!.id, displayOrder: 9 },
    ]);
    await t.catalogChanged();
    const { showcases } = (await get('/api/content/showcases')) as {
      showcases: { lifestyleImageUrl: string; product: { name: string; priceCents: number } }[];
    };
    expect(
      showcases.map((s) => [s.lifestyleImageUrl, s.product.name, s.product.priceCents]),
    ).toEqual([
      ['/l/1.webp', 'Hoodie', 6000],
      ['/l/3.webp', 'Tee', 3000],
    ]);
  });
});
