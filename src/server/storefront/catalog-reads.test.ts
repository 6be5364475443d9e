// The catalogue's storefront reads at the URLs the browser's client asks for (the table's
// `readUrl`), each answer parsed by the read's response schema: a read renamed or reshaped on
// one side fails these tests.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { collections } from '../db/schema/collections';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { getRead, readAnswer } from '../test/storefront-reads';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(collections).values([{ name: 'WNBA' }, { name: 'Halloween' }, { name: 'NBA' }]);
  const rows = await t.db
    .insert(products)
    .values([
      {
        name: 'Old Tee',
        priceCents: 3499,
        collections: ['NBA'],
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        name: 'New Hoodie',
        priceCents: 5999,
        collections: ['WNBA', 'NBA'],
        images: [{ url: '/uploads/product-images/h-w1600.webp', color: 'Black' }],
        createdAt: new Date('2026-03-01T00:00:00Z'),
      },
      { name: 'Sold Out Tee', priceCents: 2999, collections: ['NBA'], inStock: false },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => t.close());

async function list(query: { collection?: string } = {}) {
  return (await readAnswer(t, 'products', query)).products;
}

describe('GET /api/products', () => {
  it('lists in-stock products, newest first', async () => {
    expect((await list()).map((p) => p.name)).toEqual(['New Hoodie', 'Old Tee']);
  });

  it('filters by collection; "all" and empty mean no filter', async () => {
    const names = async (collection: string) => (await list({ collection })).map((p) => p.name);
    expect(await names('WNBA')).toEqual(['New Hoodie']);
    expect(await names('all')).toEqual(['New Hoodie', 'Old Tee']);
    expect(await names('')).toEqual(['New Hoodie', 'Old Tee']);
    expect(await names('Nobody')).toEqual([]);
  });

  it('gives the first image as the main image, or the placeholder', async () => {
    const [hoodie, tee] = await list();
    expect(hoodie?.imageUrl).toBe('/uploads/product-images/h-w1600.webp');
    expect(tee?.imageUrl).toBe('/placeholder.svg');
  });

  it('refuses an absurd collection name with 400 and a clear message', async () => {
    const response = await getRead(t, 'products', { collection: 'x'.repeat(101) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Collection name is too long' },
    });
  });
});

describe('GET /api/products/:id', () => {
  it('returns a product, sold out or not', async () => {
    const { product } = await readAnswer(t, 'product', { id: ids['Sold Out Tee']! });
    expect(product).toMatchObject({
      name: 'Sold Out Tee',
      inStock: false,
      priceCents: 2999,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await getRead(t, 'product', { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Product not found.' },
    });
    const malformed = await getRead(t, 'product', { id: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { message: 'Product id must be a UUID' },
    });
  });
});

describe('GET /api/collections', () => {
  it('lists collections by name', async () => {
    const { collections } = await readAnswer(t, 'collections', {});
    expect(collections.map((c) => c.name)).toEqual(['Halloween', 'NBA', 'WNBA']);
  });
});

describe('storefront lists', () => {
  it('new arrivals are the in-stock products, newest first', async () => {
    const { products } = await readAnswer(t, 'newArrivals', {});
    expect(products.map((p) => p.name)).toEqual(['New Hoodie', 'Old Tee']);
  });

  it('the filter row lists collection names found on in-stock products, sorted', async () => {
    const response = await getRead(t, 'collectionNames', {});
    // Halloween has no product in stock; NBA appears once though two products carry it.
    expect(await response.json()).toEqual({ names: ['NBA', 'WNBA'] });
  });

  it('collections carry the count of their in-stock products', async () => {
    const { collections } = await readAnswer(t, 'collections', {});
    expect(collections.map((c) => [c.name, c.productCount])).toEqual([
      ['Halloween', 0],
      ['NBA', 2],
      ['WNBA', 1],
    ]);
  });

  it('answers a repeat visit with 304 when nothing changed', async () => {
    const first = await getRead(t, 'products', {});
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await getRead(t, 'products', {}, { 'if-none-match': tag! });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/products/best-sellers', () => {
  // A store of its own: the ranking needs more products and orders than the lists above expect.
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  async function order(
    status: 'processing' | 'cancelled',
    items: { productId: string; quantity: number }[],
  ) {
    const [row] = await shop.db
      .insert(orders)
      .values({
        orderNumber: `CTK-${Math.floor(10000 + Math.random() * 89999)}`,
        status,
        paymentMethod: 'zelle',
        subtotalCents: 0,
        shippingCents: 0,
        totalCents: 0,
        customerName: 'A',
        customerEmail: 'a@example.com',
        shippingAddress: '1 Main St',
        shippingCity: 'Austin',
        shippingState: 'TX',
        shippingZip: '78701',
      })
      .returning();
    await shop.db.insert(orderItems).values(
      items.map((item) => ({
        orderId: row!.id,
        productId: item.productId,
        productName: 'x',
        selectedSize: 'M',
        selectedColor: 'Black',
        quantity: item.quantity,
        priceCents: 1000,
      })),
    );
    // Written to the database directly: best sellers follow once the snapshot is made again.
    await shop.catalogChanged();
  }

  it('ranks in-stock products by units sold on orders not cancelled, then newest; at most 6', async () => {
    const rows = await shop.db
      .insert(products)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `P${i}`,
          priceCents: 1000,
          inStock: i !== 7,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      .returning();
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    await order('processing', [
      { productId: id('P1'), quantity: 2 },
      { productId: id('P2'), quantity: 5 },
    ]);
    await order('processing', [{ productId: id('P1'), quantity: 1 }]);
    await order('cancelled', [{ productId: id('P0'), quantity: 50 }]);
    await order('processing', [{ productId: id('P7'), quantity: 99 }]);

    const { products: sellers } = await readAnswer(shop, 'bestSellers', {});
    expect(sellers.map((p) => p.name)).toEqual(['P2', 'P1', 'P6', 'P5', 'P4', 'P3']);
  });

  it('with more sellers than the row holds, shows the six that sold most, ties newest first', async () => {
    const rows = await shop.db
      .insert(products)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `Q${i}`,
          priceCents: 1000,
          createdAt: new Date(Date.UTC(2027, 0, 1 + i)),
        })),
      )
      .returning();
    // Deleted products leave the ranking (their order lines keep no product), so the other
    // test sees the store as it left it.
    const ids = rows.map((row) => row.id);
    onTestFinished(async () => {
      await shop.db.delete(products).where(inArray(products.id, ids));
    });
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    const units = { Q0: 200, Q1: 100, Q2: 100, Q3: 100, Q4: 90, Q5: 80, Q6: 1, Q7: 70 };
    await order(
      'processing',
      Object.entries(units).map(([name, quantity]) => ({ productId: id(name), quantity })),
    );

    const { products: sellers } = await readAnswer(shop, 'bestSellers', {});
    expect(sellers.map((p) => p.name)).toEqual(['Q0', 'Q3', 'Q2', 'Q1', 'Q4', 'Q5']);
  });
});
