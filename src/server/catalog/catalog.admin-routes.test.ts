import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionSchema } from '../../shared/catalog/collection.schema';
import { ProductSchema, type Product } from '../../shared/catalog/product.schema';
import { collections } from '../db/schema/collections';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { featuredShowcases } from '../db/schema/storefront-content';
import { createTestApp, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await t.signUpOwner();
  await t.db.insert(collections).values([{ name: 'NBA' }, { name: 'WNBA' }, { name: 'Halloween' }]);
});
afterAll(() => t.close());

const valid = {
  name: '  Faith Over Fear Tee  ',
  priceCents: 3499,
  description: 'Heavyweight cotton tee.',
  collections: ['NBA', 'WNBA'],
  sizes: ['S', 'M', 'L'],
  colors: ['Black', 'White'],
  inStock: true,
  featuredInCollections: ['NBA'],
  images: [
    { url: '/uploads/product-images/abc-w1600.webp', color: 'Black' },
    { url: 'https://cdn.example.com/tee.jpg', color: null },
  ],
};

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

async function createProduct(body: unknown = valid): Promise<Product> {
  const response = await admin('POST', '/products', body);
  expect(response.status).toBe(201);
  return ProductSchema.parse(((await response.json()) as { product: unknown }).product);
}

async function storefrontProduct(id: string): Promise<Product> {
  const response = await t.request('GET', `/api/products/${id}`);
  expect(response.status).toBe(200);
  return ProductSchema.parse(((await response.json()) as { product: unknown }).product);
}

describe('products (owner)', () => {
  it('creates a product, trimmed, with its first image as the main image', async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      name: 'Faith Over Fear Tee',
      priceCents: 3499,
      imageUrl: '/uploads/product-images/abc-w1600.webp',
      collections: ['NBA', 'WNBA'],
      featuredInCollections: ['NBA'],
      inStock: true,
      createdAt: NOW.toISOString(),
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: 'Faith Over Fear Tee', sizes: ['S', 'M', 'L'] });
    expect((await storefrontProduct(product.id)).images).toEqual(valid.images);
  });

  it('fills the defaults: in stock, no sizes, colours, images or featured collections', async () => {
    const product = await createProduct({
      name: 'Plain',
      priceCents: 0,
      description: 'Free sticker',
      collections: 'Halloween',
    });
    expect(product).toMatchObject({
      inStock: true,
      sizes: [],
      colors: [],
      images: [],
      featuredInCollections: [],
      collections: ['Halloween'],
      imageUrl: '/placeholder.svg',
    });
  });

  it('accepts older plain-string images as images without a colour', async () => {
    const product = await createProduct({
      ...valid,
      images: ['/uploads/product-images/x-w1600.webp'],
    });
    expect(product.images).toEqual([{ url: '/uploads/product-images/x-w1600.webp', color: null }]);
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, name: undefined }, 'Name is required'],
    [{ ...valid, priceCents: undefined }, 'Price is required'],
    [{ ...valid, priceCents: -1 }, 'Price must be 0 or more'],
    [{ ...valid, priceCents: 12.5 }, 'Price must be in whole cents'],
    [{ ...valid, priceCents: '34.99' }, 'Price is required'],
    [{ ...valid, description: '' }, 'Description is required'],
    [{ ...valid, description: undefined }, 'Description is required'],
    [{ ...valid, collections: [], featuredInCollections: [] }, 'Choose at least one collection'],
    [{ ...valid, collections: undefined }, 'Choose at least one collection'],
    [{ ...valid, collections: ['NBA', 'Nope'] }, 'Unknown collection: Nope'],
    [{ ...valid, sizes: ['S', ' '] }, 'A size cannot be empty'],
    [{ ...valid, sizes: ['S', 'M', 's'] }, 'Duplicate size: s'],
    [{ ...valid, colors: ['Black', ''] }, 'A colour cannot be empty'],
    [{ ...valid, colors: ['Black', 'Black'] }, 'Duplicate colour: Black'],
    [
      { ...valid, featuredInCollections: ['Halloween'] },
      'Featured collections must be among the chosen collections',
    ],
    [
      { ...valid, images: [{ url: '/uploads/a-w1600.webp', color: 'Red' }] },
      "Image colour Red is not one of the product's colours",
    ],
    [
      { ...valid, images: [{ url: 'javascript:alert(1)', color: null }] },
      'Images must be uploaded files or http(s) links',
    ],
    [
      { ...valid, images: [{ url: '/uploads/../secret', color: null }] },
      'Images must be uploaded files or http(s) links',
    ],
  ])('refuses %j with "%s" and saves nothing', async (body, message) => {
    const before = (await t.db.select().from(products)).length;
    const response = await admin('POST', '/products', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await t.db.select().from(products)).toHaveLength(before);
  });

  it('lists every product newest first, out of stock included', async () => {
    const later = new Date(NOW.getTime() + 60_000);
    const [soldOut] = await t.db
      .insert(products)
      .values({ name: 'Sold Out Hoodie', priceCents: 5999, inStock: false, createdAt: later })
      .returning();
    const response = await admin('GET', '/products');
    expect(response.status).toBe(200);
    const list = ((await response.json()) as { products: unknown[] }).products.map((p) =>
      ProductSchema.parse(p),
    );
    expect(list[0]).toMatchObject({ id: soldOut!.id, inStock: false });
    expect(list.length).toBe((await t.db.select().from(products)).length);

    const one = await admin('GET', `/products/${soldOut!.id}`);
    expect(((await one.json()) as { product: Product }).product.name).toBe('Sold Out Hoodie');
  });

  it('edits a product (refusing the same rules) and answers 404 for an unknown one', async () => {
    const { id } = await createProduct();
    const edited = await admin('PUT', `/products/${id}`, {
      ...valid,
      priceCents: 3999,
      inStock: false,
      images: [...valid.images].reverse(),
    });
    expect(edited.status).toBe(200);
    const product = await storefrontProduct(id);
    expect(product).toMatchObject({
      priceCents: 3999,
      inStock: false,
      imageUrl: 'https://cdn.example.com/tee.jpg',
    });

    const refused = await admin('PUT', `/products/${id}`, {
      ...valid,
      collections: ['Gone'],
      featuredInCollections: [],
    });
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_request', message: 'Unknown collection: Gone' },
    });
    expect((await storefrontProduct(id)).priceCents).toBe(3999);

    const missing = await admin('PUT', '/products/00000000-0000-4000-8000-000000000000', valid);
    expect(missing.status).toBe(404);
    expect((await admin('GET', '/products/not-a-uuid')).status).toBe(400);
  });

  it('deletes a product with its showcases; order lines keep their name and image', async () => {
    const { id } = await createProduct();
    await t.db
      .insert(featuredShowcases)
      .values({ productId: id, lifestyleImageUrl: '/uploads/lifestyle-images/l-w1600.webp' });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: 'CTK-99001',
        paymentMethod: 'zelle',
        status: 'processing',
        subtotalCents: 3499,
        shippingCents: 500,
        totalCents: 3999,
        customerName: 'A Shopper',
        customerEmail: 'a@example.com',
        shippingAddress: '1 Main St',
        shippingCity: 'Austin',
        shippingState: 'TX',
        shippingZip: '73301',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: id,
      productName: 'Faith Over Fear Tee',
      productImage: '/uploads/product-images/abc-w1600.webp',
      selectedSize: 'M',
      selectedColor: 'Black',
      quantity: 1,
      priceCents: 3499,
    });

    expect((await admin('DELETE', `/products/${id}`)).status).toBe(204);
    expect((await t.request('GET', `/api/products/${id}`)).status).toBe(404);
    expect(
      await t.db.select().from(featuredShowcases).where(eq(featuredShowcases.productId, id)),
    ).toEqual([]);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ productId: null, productName: 'Faith Over Fear Tee' });
    expect((await admin('DELETE', `/products/${id}`)).status).toBe(404);
  });
});

describe('collections (owner)', () => {
  async function createCollection(body: unknown) {
    return admin('POST', '/collections', body);
  }

  it('adds a collection, trimmed, with an optional image', async () => {
    const response = await createCollection({
      name: '  Summer Drop ',
      imageUrl: '/uploads/product-images/c-w1600.webp',
    });
    expect(response.status).toBe(201);
    const { collection } = (await response.json()) as { collection: unknown };
    expect(CollectionSchema.parse(collection)).toMatchObject({
      name: 'Summer Drop',
      imageUrl: '/uploads/product-images/c-w1600.webp',
      productCount: 0,
    });
    const list = (await (await admin('GET', '/collections')).json()) as {
      collections: { name: string }[];
    };
    expect(list.collections.map((c) => c.name)).toContain('Summer Drop');
  });

  it.each([
    [{ name: '   ' }, 'Collection name cannot be empty'],
    [{}, 'Collection name cannot be empty'],
    [{ name: 'NBA' }, 'A collection with that name already exists'],
    [{ name: ' nba ' }, 'A collection with that name already exists'],
    [{ name: 'Fine', imageUrl: 'ftp://x/y.png' }, 'Images must be uploaded files or http(s) links'],
  ])('refuses %j with "%s" and saves nothing', async (body, message) => {
    const before = (await t.db.select().from(collections)).length;
    const response = await createCollection(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await t.db.select().from(collections)).toHaveLength(before);
  });

  it('renames a collection on every product that names it, keeping its image', async () => {
    const created = (await (
      await createCollection({ name: 'Fall', imageUrl: 'https://cdn.example.com/fall.jpg' })
    ).json()) as { collection: { id: string } };
    const tee = await createProduct({
      ...valid,
      collections: ['NBA', 'Fall'],
      featuredInCollections: ['Fall'],
    });
    const other = await createProduct({
      ...valid,
      collections: ['WNBA'],
      featuredInCollections: [],
    });

    const response = await admin('PUT', `/collections/${created.collection.id}`, {
      name: ' Autumn ',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { collection: unknown }).collection).toMatchObject({
      name: 'Autumn',
      imageUrl: 'https://cdn.example.com/fall.jpg',
      productCount: 1,
    });

    expect(await storefrontProduct(tee.id)).toMatchObject({
      collections: ['NBA', 'Autumn'],
      featuredInCollections: ['Autumn'],
    });
    expect((await storefrontProduct(other.id)).collections).toEqual(['WNBA']);
    const byCollection = (await (
      await t.request('GET', '/api/products?collection=Autumn')
    ).json()) as { products: { id: string }[] };
    expect(byCollection.products.map((p) => p.id)).toEqual([tee.id]);

    // A new image, then none.
    await admin('PUT', `/collections/${created.collection.id}`, {
      name: 'Autumn',
      imageUrl: null,
    });
    const [row] = await t.db
      .select()
      .from(collections)
      .where(eq(collections.id, created.collection.id));
    expect(row).toMatchObject({ name: 'Autumn', imageUrl: null });
  });

  it('refuses renaming onto another collection, and changes nothing', async () => {
    const [row] = await t.db.insert(collections).values({ name: 'Winter' }).returning();
    const tee = await createProduct({
      ...valid,
      collections: ['Winter'],
      featuredInCollections: [],
    });
    for (const [name, message] of [
      ['WNBA', 'A collection with that name already exists'],
      [' ', 'Collection name cannot be empty'],
    ] as const) {
      const response = await admin('PUT', `/collections/${row!.id}`, { name });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    }
    expect((await storefrontProduct(tee.id)).collections).toEqual(['Winter']);
    // Changing only the case of its own name is allowed.
    expect((await admin('PUT', `/collections/${row!.id}`, { name: 'WINTER' })).status).toBe(200);
    expect((await storefrontProduct(tee.id)).collections).toEqual(['WINTER']);
    expect(
      (await admin('PUT', '/collections/00000000-0000-4000-8000-000000000000', { name: 'X' }))
        .status,
    ).toBe(404);
  });

  it('deletes a collection and removes it from every product', async () => {
    const [row] = await t.db.insert(collections).values({ name: 'Easter' }).returning();
    const tee = await createProduct({
      ...valid,
      collections: ['Easter', 'NBA'],
      featuredInCollections: ['Easter', 'NBA'],
    });
    expect((await admin('DELETE', `/collections/${row!.id}`)).status).toBe(204);
    expect(await storefrontProduct(tee.id)).toMatchObject({
      collections: ['NBA'],
      featuredInCollections: ['NBA'],
    });
    expect(await t.db.select().from(collections).where(eq(collections.id, row!.id))).toEqual([]);
    expect((await admin('DELETE', `/collections/${row!.id}`)).status).toBe(404);

    // The deleted name is now refused on a product.
    const refused = await admin('POST', '/products', {
      ...valid,
      collections: ['Easter'],
      featuredInCollections: [],
    });
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_request', message: 'Unknown collection: Easter' },
    });
  });
});
