// The owner's collections through the admin API (admin §2 Collections, §5 Collections): names,
// images, and renames and deletes carried to every product that names one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionSchema } from '../../shared/catalog/collection.schema';
import { collections } from '../db/schema/collections';
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
      ...validProduct,
      collections: ['NBA', 'Fall'],
      featuredInCollections: ['Fall'],
    });
    const other = await createProduct({
      ...validProduct,
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
      ...validProduct,
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
      ...validProduct,
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
      ...validProduct,
      collections: ['Easter'],
      featuredInCollections: [],
    });
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_request', message: 'Unknown collection: Easter' },
    });
  });
});
