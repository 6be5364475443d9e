// The storefront's hot reads from memory, through the HTTP app: conditional requests,
// compressed variants, changes after admin writes and promotion times, the bus, and the lock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { products } from '../../db/schema/products';
import { busChannels, createMemoryBus } from '../../platform/bus';
import { STOREFRONT_READ_SERVICES } from '../storefront-reads.service';
import { createTestApp, type TestApp } from '../../test/test-app';

const START = new Date('2026-11-22T12:00:00Z');
let now = START;
let t: TestApp;
let owner: string;
let clientDir: string;
const bus = createMemoryBus(busChannels, { onHandlerError: () => {} });

const tee = {
  name: 'Faith Tee',
  priceCents: 4000,
  description: 'Heavyweight cotton.',
  collections: ['NBA'],
  sizes: ['S', 'M'],
  colors: ['Black'],
  inStock: true,
  featuredInCollections: [],
  images: [{ url: '/uploads/product-images/tee-w1600.webp', color: 'Black' }],
};

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

async function createProduct(body: Record<string, unknown>): Promise<string> {
  const response = await admin('POST', '/products', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request('GET', url, { headers });

async function listedNames(): Promise<string[]> {
  const response = await get('/api/products');
  const body = (await response.json()) as { products: { name: string }[] };
  return body.products.map((product) => product.name);
}

let teeId: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>CTK</title>\n<meta name="description" content="default" />\n</head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir, clock: () => now, bus });
  owner = await t.signUpOwner();
  await t.db.insert(collections).values([{ name: 'NBA' }]);
  teeId = await createProduct(tee);
  // Long enough that the list is worth compressing (hono's threshold is 1 KB).
  for (let i = 0; i < 6; i += 1) {
    await createProduct({ ...tee, name: `Filler ${i}`, description: 'Soft. '.repeat(40) });
  }
});
afterAll(async () => {
  await t.close();
  await bus.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('conditional and compressed reads', () => {
  it('answers the same ETag again and a 304 without a body for it', async () => {
    const first = await get('/api/products');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect((await get('/api/products')).headers.get('etag')).toBe(tag);
    const again = await get('/api/products', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends gzip and brotli that decode to the very JSON the plain answer has', async () => {
    const plain = await get('/api/products');
    const text = await plain.text();
    const gzip = await get('/api/products', { 'accept-encoding': 'gzip' });
    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    for (const response of [plain, gzip, br]) {
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toBe('application/json');
    }
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(gunzipSync(gzipBytes).toString('utf8')).toBe(text);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text);
    // Each representation has its own strong tag; any of them proves the copy is current.
    expect(new Set([plain, gzip, br].map((r) => r.headers.get('etag'))).size).toBe(3);
    const revalidated = await get('/api/products', {
      'accept-encoding': 'br',
      'if-none-match': gzip.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers byte for byte what the routes serialise from their services', async () => {
    const read = STOREFRONT_READ_SERVICES;
    const context = { db: t.db, now };
    const expected: Record<string, unknown> = {
      '/api/products': await read.products(context, { collection: undefined }),
      '/api/products?collection=NBA': await read.products(context, { collection: 'NBA' }),
      [`/api/products/${teeId}`]: await read.product(context, { id: teeId }),
      '/api/products/best-sellers': await read.bestSellers(context, {}),
      '/api/collections': await read.collections(context, {}),
      '/api/content/showcases': await read.showcases(context, {}),
      '/api/store-profile': await read.storeProfile(context, {}),
    };
    for (const [url, value] of Object.entries(expected)) {
      expect(await (await get(url)).text()).toBe(JSON.stringify(value));
    }
  });

  it('still sends an unknown product to the route: 404, and 400 for a malformed id', async () => {
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/products/nope')).status).toBe(400);
  });
});

describe('after a change', () => {
  it("shows an admin's product edit in the first read after the save returns", async () => {
    const before = (await get('/api/products')).headers.get('etag');
    const response = await admin('PUT', `/products/${teeId}`, { ...tee, name: 'Grace Tee' });
    expect(response.status).toBe(200);
    const after = await get('/api/products', { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(await listedNames()).toContain('Grace Tee');
    const one = (await (await get(`/api/products/${teeId}`)).json()) as {
      product: { name: string };
    };
    expect(one.product.name).toBe('Grace Tee');
  });

  it('forgets cached search results when the catalogue changes', async () => {
    const search = async (q: string) =>
      (
        (await (await get(`/api/search?q=${q}`)).json()) as { products: { name: string }[] }
      ).products.map((product) => product.name);
    expect(await search('grace')).toEqual(['Grace Tee']);
    await admin('PUT', `/products/${teeId}`, { ...tee, name: 'Mercy Tee' });
    expect(await search('grace')).toEqual([]);
    expect(await search('MERCY')).toEqual(['Mercy Tee']);
  });

  it('flips prices when a promotion starts and ends, without any write in between', async () => {
    const saved = await admin('POST', '/promotions', {
      title: 'Advent',
      discountPercentage: 20,
      startDate: '2026-11-23T00:00:00.000Z',
      endDate: '2026-11-24T00:00:00.000Z',
      bannerMessage: null,
      isActive: true,
    });
    expect(saved.status).toBe(201);
    const active = async () =>
      ((await (await get('/api/promotions/active')).json()) as { promotion: unknown }).promotion;
    const productPage = async () => (await get(`/product/${teeId}`)).text();
    try {
      expect(await active()).toBeNull();
      expect(await productPage()).toContain('"price":"40.00"');
      now = new Date('2026-11-23T00:00:00Z');
      expect(await active()).toMatchObject({ title: 'Advent', discountPercentage: 20 });
      expect(await productPage()).toContain('"price":"32.00"');
      now = new Date('2026-11-24T00:00:00Z');
      expect(await active()).toBeNull();
    } finally {
      now = START;
    }
  });

  it('rebuilds when another instance announces a change on the bus', async () => {
    await listedNames();
    // A write this instance did not see (another instance's save), then its announcement.
    await t.db.insert(products).values({ name: 'From Elsewhere', priceCents: 1000 });
    expect(await listedNames()).not.toContain('From Elsewhere');
    await bus.publish('catalog-changed', { at: START.toISOString(), source: 'another-instance' });
    await expect.poll(listedNames, { timeout: 5000 }).toContain('From Elsewhere');
  });
});

describe('pages from memory', () => {
  function pageData(html: string): Record<string, unknown> {
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json!) as Record<string, unknown>;
  }

  it('a product page carries what the page fetches and preloads its main image', async () => {
    const response = await get(`/product/${teeId}`, { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const data = pageData(html);
    expect(Object.keys(data)).toEqual([
      `/api/products/${teeId}`,
      '/api/promotions/active',
      '/api/store-profile',
    ]);
    for (const [url, body] of Object.entries(data)) {
      expect(body).toEqual(await (await get(url)).json());
    }
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/product-images/tee-w1600.webp" imagesrcset="/uploads/product-images/tee-w400.webp 400w, /uploads/product-images/tee-w800.webp 800w, /uploads/product-images/tee-w1600.webp 1600w" imagesizes="(min-width: 1024px) 50vw, 100vw" />',
    );
    const again = await get(`/product/${teeId}`, {
      'if-none-match': response.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('the shop and home pages carry their lists, a collection its own', async () => {
    const shop = pageData(await (await get('/products?collection=NBA')).text());
    expect(Object.keys(shop)).toEqual([
      '/api/products?collection=NBA',
      '/api/products/collection-names',
      '/api/promotions/active',
      '/api/store-profile',
    ]);
    expect(shop['/api/products?collection=NBA']).toEqual(
      await (await get('/api/products?collection=NBA')).json(),
    );
    expect(Object.keys(pageData(await (await get('/products')).text()))[0]).toBe('/api/products');
    expect(Object.keys(pageData(await (await get('/')).text()))).toEqual([
      '/api/products/best-sellers',
      '/api/collections',
      '/api/content/hero',
      '/api/content/showcases',
      '/api/promotions/active',
      '/api/store-profile',
    ]);
  });

  it('escapes what could end the script', async () => {
    const id = await createProduct({ ...tee, name: '</script><b>Bold' });
    const html = await (await get(`/product/${id}`)).text();
    expect(html).not.toContain('</script><b>');
    expect(pageData(html)[`/api/products/${id}`]).toMatchObject({
      product: { name: '</script><b>Bold' },
    });
  });
});

describe('a locked store', () => {
  it('serves no catalogue data to visitors, even for a tag they kept', async () => {
    const open = await get('/api/products');
    const tag = open.headers.get('etag')!;
    const lock = await admin('PUT', '/site-lock', {
      isLocked: true,
      message: 'Be Back Soon',
      mode: 'maintenance',
      unlockAt: null,
    });
    expect(lock.status).toBe(200);
    try {
      const list = await get('/api/products', { 'if-none-match': tag });
      expect(list.status).toBe(503);
      expect(await list.text()).not.toContain('Tee');
      const page = await get(`/product/${teeId}`);
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).not.toContain('page-data');
      expect(html).not.toContain('Mercy Tee');
    } finally {
      await admin('PUT', '/site-lock', {
        isLocked: false,
        message: 'Be Back Soon',
        mode: 'maintenance',
        unlockAt: null,
      });
    }
  });
});
