// What search engines and link previews read, fetched without a browser: the page heads the
// server writes into index.html, the sitemap and robots.txt, all made by seo.service.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/products';
import { collections } from '../db/schema/collections';
import { sitePromotions } from '../db/schema/promotions';
import { createTestApp, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let clientDir: string;
let hoodieId: string;
let soldOutId: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>CTK | Faith-Based Streetwear</title>\n<meta name="description" content="default" />\n</head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir, clock: () => NOW });
  await t.db.insert(collections).values([{ name: 'WNBA Hall of Fame' }]);
  const [hoodie, soldOut] = await t.db
    .insert(products)
    .values([
      {
        name: 'Grace <Hoodie>',
        description: 'Heavyweight fleece & a "quiet" cross.',
        priceCents: 5999,
        sizes: ['M', '3XL'],
        images: [{ url: '/uploads/product-images/g-w1600.webp', color: 'Black' }],
      },
      { name: 'Gone Tee', priceCents: 3000, inStock: false },
    ])
    .returning();
  hoodieId = hoodie!.id;
  soldOutId = soldOut!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function html(url: string) {
  const response = await t.request('GET', url);
  expect(response.status).toBe(200);
  return response.text();
}

function jsonLd(page: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page);
  return match ? JSON.parse(match[1]!) : null;
}

describe('a product page as sent by the server', () => {
  it('has its title, description, Open Graph tags and Product JSON-LD', async () => {
    const page = await html(`/product/${hoodieId}`);
    expect(page).toContain('<title>Grace &lt;Hoodie&gt; | CTK</title>');
    expect(page).toContain(
      '<meta name="description" content="Heavyweight fleece &amp; a &quot;quiet&quot; cross." />',
    );
    expect(page).not.toContain('content="default"');
    expect(page).toContain(
      '<meta property="og:image" content="http://localhost:3000/uploads/product-images/g-w1600.webp" />',
    );
    expect(jsonLd(page)).toMatchObject({
      '@type': 'Product',
      name: 'Grace <Hoodie>',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '59.99',
        highPrice: '65.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(page).not.toMatch(/<script type="application\/ld\+json">[^<]*<Hoodie>/);
  });

  it('shows the promotion price while a promotion runs, and sold-out availability', async () => {
    await t.db.insert(sitePromotions).values({
      title: 'Sale',
      discountPercentage: 50,
      startDate: new Date('2026-11-01T00:00:00Z'),
      endDate: new Date('2026-12-01T00:00:00Z'),
      isActive: true,
    });
    await t.catalogChanged();
    expect(jsonLd(await html(`/product/${hoodieId}`)).offers).toMatchObject({
      lowPrice: '30.00',
      highPrice: '33.00',
    });
    expect(jsonLd(await html(`/product/${soldOutId}`)).offers).toMatchObject({
      '@type': 'Offer',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('marks an unknown product as not to be indexed', async () => {
    const page = await html('/product/00000000-0000-4000-8000-000000000000');
    expect(page).toContain('<title>Page Not Found | CTK</title>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('odd addresses', () => {
  it('a malformed product id is an unknown product, not an error', async () => {
    expect(await html('/product/%E0%A4%A')).toContain('<title>Page Not Found | CTK</title>');
  });

  it("a made-up collection is not indexed, and $' in it is text, not a pattern", async () => {
    const page = await html("/products?collection=%24'");
    expect(page).toContain('<title>Shop All | CTK</title>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });

  it("$' in a product name stays in the title", async () => {
    const [row] = await t.db
      .insert(products)
      .values({ name: "Price $' Tee", priceCents: 1000 })
      .returning();
    await t.catalogChanged();
    const page = await html(`/product/${row!.id}`);
    expect(page).toContain("<title>Price $' Tee | CTK</title>");
    expect(page.match(/<\/html>/g)).toHaveLength(1);
  });
});

describe('other pages', () => {
  it('collection pages and static pages get their own titles', async () => {
    expect(await html('/products?collection=WNBA%20Hall%20of%20Fame')).toContain(
      '<title>WNBA Hall of Fame Collection | CTK</title>',
    );
    expect(await html('/shipping')).toContain('<title>Shipping Information | CTK</title>');
    expect(await html('/cart')).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('sitemap and robots', () => {
  it('the sitemap lists public pages, in-stock products and collections', async () => {
    const response = await t.request('GET', '/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/shipping</loc>');
    expect(xml).toContain(`<loc>http://localhost:3000/product/${hoodieId}</loc>`);
    expect(xml).not.toContain(soldOutId);
    expect(xml).toContain(
      '<loc>http://localhost:3000/products?collection=WNBA%20Hall%20of%20Fame</loc>',
    );
    expect(xml).not.toContain('/cart<');
  });

  it('robots.txt points to the sitemap and keeps crawlers out of /admin', async () => {
    const text = await (await t.request('GET', '/robots.txt')).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
