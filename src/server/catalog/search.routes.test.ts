// Product search through the HTTP app, on PGlite and (TEST_DATABASE_URL) on PostgreSQL: the
// same query, the same answers.
import { parseResponse } from 'hono/client';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResultSchema } from '../../shared/catalog/search.schema';
import { collections } from '../db/schema/collections';
import { products } from '../db/schema/products';
import { createTestApp, type TestApp } from '../test/test-app';
import { searchQuery, withSearchSettings } from './search.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(collections)
    .values([{ name: 'WNBA' }, { name: 'WNBA Hall of Fame' }, { name: 'NBA' }]);
  await t.db.insert(products).values([
    {
      name: 'Above the Rim Hoodie',
      description: 'A heavyweight layer for early gym runs.',
      priceCents: 5999,
      collections: ['NBA'],
      colors: ['Black', 'Grey'],
    },
    {
      name: 'Hall of Grace Hoodie',
      description: 'Induction-night energy for every day.',
      priceCents: 6499,
      collections: ['WNBA Hall of Fame'],
      colors: ['Navy', 'Burgundy'],
    },
    {
      name: 'Legacy of Faith Tee',
      description: 'Honoring the women who built the game.',
      priceCents: 3899,
      collections: ['WNBA Hall of Fame', 'WNBA'],
      colors: ['Cream'],
    },
    {
      name: 'Faith Over Fear Hoops Tee',
      description: 'For the hooper who prays before tip-off.',
      priceCents: 3699,
      collections: ['WNBA'],
      colors: ['White', 'Dusty Pink'],
    },
    {
      // First by name, and its description speaks of grace: only the name match beats it.
      name: 'Anchor Tee',
      description: 'Saved by grace, held by hope.',
      priceCents: 3499,
      collections: ['NBA'],
      colors: ['White'],
    },
    {
      // First by name among the hoodies, but sold out: it comes after every in-stock one.
      name: 'Ember Hoodie',
      description: 'A warm hoodie for cold nights.',
      priceCents: 5999,
      collections: ['NBA'],
      colors: ['Orange'],
      inStock: false,
    },
  ]);
});
afterAll(() => t.close());

async function search(q: string, limit?: number) {
  const response = await t.api.search.$get({
    query: limit === undefined ? { q } : { q, limit: String(limit) },
  });
  expect(response.status).toBe(200);
  return SearchResultSchema.parse(await parseResponse(response));
}

const names = async (q: string) => (await search(q)).products.map((product) => product.name);

describe('GET /api/search', () => {
  it('ranks a name match before a description-only match', async () => {
    expect(await names('grace')).toEqual(['Hall of Grace Hoodie', 'Anchor Tee']);
  });

  it('forgives a typo: "hoddie" finds the hoodies, the sold-out one last', async () => {
    expect(await names('hoddie')).toEqual([
      'Above the Rim Hoodie',
      'Hall of Grace Hoodie',
      'Ember Hoodie',
    ]);
  });

  it('shows sold-out products after in-stock ones, marked as not in stock', async () => {
    const { products: found } = await search('hoodie');
    expect(found.map((product) => [product.name, product.inStock])).toEqual([
      ['Above the Rim Hoodie', true],
      ['Hall of Grace Hoodie', true],
      ['Ember Hoodie', false],
    ]);
  });

  it('finds a collection by part of its name: "wnba hall"', async () => {
    expect(await names('wnba hall')).toEqual(['Hall of Grace Hoodie', 'Legacy of Faith Tee']);
    expect(await names('hall of fame')).toEqual(['Hall of Grace Hoodie', 'Legacy of Faith Tee']);
  });

  it('finds a colour', async () => {
    expect(await names('burgundy')).toEqual(['Hall of Grace Hoodie']);
    expect(await names('dusty pink')).toEqual(['Faith Over Fear Hoops Tee']);
  });

  it('matches the start of a word while the shopper types', async () => {
    expect(await names('legac')).toEqual(['Legacy of Faith Tee']);
  });

  it('answers an empty list when nothing matches, and for punctuation alone', async () => {
    expect(await search('kayak')).toEqual({ products: [], total: 0 });
    expect(await search('!!!')).toEqual({ products: [], total: 0 });
  });

  it('gives suggestions with a limit, and the total of every match', async () => {
    const { products: found, total } = await search('tee', 2);
    expect(found.map((product) => product.name)).toEqual([
      'Anchor Tee',
      'Faith Over Fear Hoops Tee',
    ]);
    expect(total).toBe(3);
  });

  it('refuses a search over 100 characters with a clear message', async () => {
    expect((await t.api.search.$get({ query: { q: 'a'.repeat(100) } })).status).toBe(200);
    const response = await t.api.search.$get({ query: { q: 'a'.repeat(101) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Search is limited to 100 characters.' },
    });
  });

  it('refuses an empty search and more than 6 suggestions', async () => {
    expect((await t.api.search.$get({ query: { q: '   ' } })).status).toBe(400);
    expect((await t.api.search.$get({ query: { q: 'tee', limit: '7' } })).status).toBe(400);
  });

  it('uses both indexes: the full-text one and the trigram one', async () => {
    const plan = await withSearchSettings(t.db, async (tx) => {
      // A handful of rows is cheaper to scan; forbidding that shows the indexes can serve it.
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
      const result = (await tx.execute(sql`explain ${searchQuery(tx, ['hoddie'], 6)}`)) as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_search_vector_idx');
    expect(plan).toContain('products_search_text_trgm_idx');
  });
});

describe('search with any text', () => {
  it('answers 200 or 400, never 500, whatever the words (tsquery syntax included)', async () => {
    const syntax = fc.constantFrom('&', '|', '!', ':*', '<->', "'", '(', ')', '\\', '%', '_', ' ');
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.string({ unit: fc.oneof(syntax, fc.constantFrom('a', 'é', '½', '😀', '\u0301', 'of')) }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        const response = await t.request('GET', `/api/search?${new URLSearchParams({ q })}`, {
          from: '198.51.100.1',
        });
        expect([200, 400], await response.clone().text()).toContain(response.status);
      }),
      { numRuns: 60, examples: [['hoodie & !tee'], ["o'neil:*"], ['of the'], ['½ ½']] },
    );
  });
});

describe('GET /api/admin/products?q=', () => {
  it('searches every product for the owner, sold-out ones included', async () => {
    const owner = await t.signUpOwner();
    const admin = (q: string) => t.request('GET', `/api/admin/products?q=${q}`, { cookie: owner });
    const response = await admin('hoddie');
    expect(response.status).toBe(200);
    const { products: found } = (await response.json()) as { products: Array<{ name: string }> };
    expect(found.map((product) => product.name)).toEqual([
      'Above the Rim Hoodie',
      'Hall of Grace Hoodie',
      'Ember Hoodie',
    ]);

    const all = (await (await admin('')).json()) as { products: unknown[] };
    expect(all.products).toHaveLength(6);

    const tooLong = await admin('a'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: { code: 'invalid_request', message: 'Search is limited to 100 characters.' },
    });
  });
});

describe('search rate limit', () => {
  it('allows 120 searches a minute from one client, then 429; another client goes on', async () => {
    const from = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      statuses.push((await t.request('GET', '/api/search?q=tee', { from })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await t.request('GET', '/api/search?q=tee', { from });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await t.request('GET', '/api/search?q=tee', { from: '203.0.113.8' })).status).toBe(200);
  });
});
