// The owner's products through the admin API (admin §2 Products, §5 Product); collections are
// in collections.admin-routes.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductInputSchema, type ProductInput } from '../../shared/catalog/product-input.schema';
import { ProductSchema, type Product } from '../../shared/catalog/product.schema';
import { collections } from '../db/schema/collections';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { featuredShowcases } from '../db/schema/storefront-content';
import { catalogRequests, validProduct } from '../test/catalog-admin';
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

const { admin, createProduct, storefrontProduct } = catalogRequests(() => ({ t, owner }));

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
    expect((await storefrontProduct(product.id)).images).toEqual(validProduct.images);
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
      ...validProduct,
      images: ['/uploads/product-images/x-w1600.webp'],
    });
    expect(product.images).toEqual([{ url: '/uploads/product-images/x-w1600.webp', color: null }]);
  });

  it.each([
    [{ ...validProduct, name: '   ' }, 'Name is required'],
    [{ ...validProduct, name: undefined }, 'Name is required'],
    [{ ...validProduct, priceCents: undefined }, 'Price is required'],
    [{ ...validProduct, priceCents: -1 }, 'Price must be 0 or more'],
    [{ ...validProduct, priceCents: 12.5 }, 'Price must be in whole cents'],
    [{ ...validProduct, priceCents: '34.99' }, 'Price is required'],
    [{ ...validProduct, description: '' }, 'Description is required'],
    [{ ...validProduct, description: undefined }, 'Description is required'],
    [
      { ...validProduct, collections: [], featuredInCollections: [] },
      'Choose at least one collection',
    ],
    [{ ...validProduct, collections: undefined }, 'Choose at least one collection'],
    [{ ...validProduct, collections: ['NBA', 'Nope'] }, 'Unknown collection: Nope'],
    [{ ...validProduct, sizes: ['S', ' '] }, 'A size cannot be empty'],
    [{ ...validProduct, sizes: ['S', 'M', 's'] }, 'Duplicate size: s'],
    [{ ...validProduct, colors: ['Black', ''] }, 'A colour cannot be empty'],
    [{ ...validProduct, colors: ['Black', 'Black'] }, 'Duplicate colour: Black'],
    [
      { ...validProduct, featuredInCollections: ['Halloween'] },
      'Featured collections must be among the chosen collections',
    ],
    [
      { ...validProduct, images: [{ url: '/uploads/a-w1600.webp', color: 'Red' }] },
      "Image colour Red is not one of the product's colours",
    ],
    [
      { ...validProduct, images: [{ url: 'javascript:alert(1)', color: null }] },
      'Images must be uploaded files or http(s) links',
    ],
    [
      { ...validProduct, images: [{ url: '/uploads/../secret', color: null }] },
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
      ...validProduct,
      priceCents: 3999,
      inStock: false,
      images: [...validProduct.images].reverse(),
    });
    expect(edited.status).toBe(200);
    const product = await storefrontProduct(id);
    expect(product).toMatchObject({
      priceCents: 3999,
      inStock: false,
      imageUrl: 'https://cdn.example.com/tee.jpg',
    });

    const refused = await admin('PUT', `/products/${id}`, {
      ...validProduct,
      collections: ['Gone'],
      featuredInCollections: [],
    });
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_request', message: 'Unknown collection: Gone' },
    });
    expect((await storefrontProduct(id)).priceCents).toBe(3999);

    const missing = await admin(
      'PUT',
      '/products/00000000-0000-4000-8000-000000000000',
      validProduct,
    );
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

describe('every field of the product form', () => {
  // Typed as the schema's output: a field added to ProductInputSchema must be given here. Each
  // value differs from the schema's default and `edited`'s from `created`'s, so a field that
  // is not saved, or not answered, comes back wrong on create or on edit.
  const created = {
    name: 'Every Field Tee',
    priceCents: 4321,
    description: 'Created with every field set.',
    collections: ['NBA', 'Halloween'],
    sizes: ['XS', '3XL'],
    colors: ['Navy', 'Cream'],
    inStock: false,
    featuredInCollections: ['Halloween'],
    images: [{ url: '/uploads/product-images/created-w1600.webp', color: 'Navy' }],
  } satisfies ProductInput;
  const edited = {
    name: 'Every Field Hoodie',
    priceCents: 6789,
    description: 'Edited with every field changed.',
    collections: ['WNBA'],
    sizes: ['M'],
    colors: ['Black'],
    inStock: true,
    featuredInCollections: ['WNBA'],
    images: [{ url: 'https://cdn.example.com/edited.jpg', color: null }],
  } satisfies ProductInput;
  const fields = Object.keys(ProductInputSchema.shape) as (keyof ProductInput)[];

  async function expectAnswered(id: string, body: ProductInput) {
    const response = await admin('GET', `/products/${id}`);
    const answers = [
      ProductSchema.parse(((await response.json()) as { product: unknown }).product),
      await storefrontProduct(id),
    ];
    for (const product of answers) {
      for (const field of fields) expect(product[field], field).toEqual(body[field]);
    }
  }

  it('saves and answers each one, on create and on edit', async () => {
    const defaults = ProductInputSchema.parse({
      name: 'x',
      priceCents: 1,
      description: 'x',
      collections: ['NBA'],
    });
    for (const field of fields) {
      expect(created[field], field).not.toEqual(defaults[field]);
      expect(edited[field], field).not.toEqual(created[field]);
    }

    const { id } = await createProduct(created);
    await expectAnswered(id, created);
    expect((await admin('PUT', `/products/${id}`, edited)).status).toBe(200);
    await expectAnswered(id, edited);
  });
});
