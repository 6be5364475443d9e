import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminShowcaseSchema, type AdminShowcase } from '../../shared/content/content-input.schema';
import { products } from '../db/schema/products';
import { featuredShowcases, sizeChartContent } from '../db/schema/storefront-content';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
  const rows = await t.db
    .insert(products)
    .values([
      {
        name: 'Zion Hoodie',
        priceCents: 5999,
        images: [{ url: '/uploads/product-images/z-w1600.webp', color: null }],
      },
      { name: 'Armor Tee', priceCents: 3499 },
      { name: 'Sold Out Cap', priceCents: 2499, inStock: false },
    ])
    .returning();
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => t.close());

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

const lifestyle = '/uploads/lifestyle-images/abc-w1600.webp';

async function createShowcase(body: Record<string, unknown>): Promise<AdminShowcase> {
  const response = await admin('POST', '/showcases', body);
  expect(response.status).toBe(201);
  return AdminShowcaseSchema.parse(((await response.json()) as { showcase: unknown }).showcase);
}

async function adminShowcases(): Promise<AdminShowcase[]> {
  const response = await admin('GET', '/showcases');
  expect(response.status).toBe(200);
  return ((await response.json()) as { showcases: unknown[] }).showcases.map((s) =>
    AdminShowcaseSchema.parse(s),
  );
}

describe('featured showcases (owner)', () => {
  it('offers in-stock products only, by name', async () => {
    const response = await admin('GET', '/showcases/products');
    expect(await response.json()).toEqual({
      products: [
        { id: ids['Armor Tee'], name: 'Armor Tee', imageUrl: '/placeholder.svg' },
        {
          id: ids['Zion Hoodie'],
          name: 'Zion Hoodie',
          imageUrl: '/uploads/product-images/z-w1600.webp',
        },
      ],
    });
  });

  it('creates showcases listed by display order, with the product name and image', async () => {
    const second = await createShowcase({
      lifestyleImageUrl: lifestyle,
      productId: ids['Zion Hoodie'],
      displayOrder: 2,
    });
    expect(second).toMatchObject({
      displayOrder: 2,
      isActive: true,
      product: {
        name: 'Zion Hoodie',
        imageUrl: '/uploads/product-images/z-w1600.webp',
        inStock: true,
      },
    });
    const first = await createShowcase({
      lifestyleImageUrl: 'https://cdn.example.com/model.jpg',
      productId: ids['Armor Tee'],
      displayOrder: '1',
      isActive: false,
    });
    const [row] = await t.db
      .select()
      .from(featuredShowcases)
      .where(eq(featuredShowcases.id, first.id));
    expect(row).toMatchObject({ title: '', displayOrder: 1, isActive: false });

    const list = await adminShowcases();
    expect(list.map((s) => s.id).slice(0, 2)).toEqual([first.id, second.id]);
    // The storefront shows active ones only.
    const storefront = (await (await t.request('GET', '/api/content/showcases')).json()) as {
      showcases: { id: string }[];
    };
    expect(storefront.showcases.map((s) => s.id)).toEqual([second.id]);
  });

  it.each([2.5, 'abc', '', null, -0.5, 1e12, undefined])(
    'treats display order %j as 0',
    async (displayOrder) => {
      const showcase = await createShowcase({
        lifestyleImageUrl: lifestyle,
        productId: ids['Armor Tee'],
        ...(displayOrder === undefined ? {} : { displayOrder }),
      });
      expect(showcase.displayOrder).toBe(0);
    },
  );

  it.each([
    [{ productId: 'ARMOR' }, 'Please upload a lifestyle image'],
    [{ productId: 'ARMOR', lifestyleImageUrl: '  ' }, 'Please upload a lifestyle image'],
    [{ lifestyleImageUrl: lifestyle }, 'Please select a product'],
    [{ lifestyleImageUrl: lifestyle, productId: '' }, 'Please select a product'],
    [
      { lifestyleImageUrl: lifestyle, productId: '00000000-0000-4000-8000-000000000000' },
      'Please select a product',
    ],
    [
      { lifestyleImageUrl: lifestyle, productId: 'SOLD_OUT' },
      'Only in-stock products can be showcased',
    ],
    [
      { lifestyleImageUrl: 'data:image/png;base64,AAAA', productId: 'ARMOR' },
      'Images must be uploaded files or http(s) links',
    ],
  ])('refuses %j with "%s" and saves nothing', async (body: Record<string, unknown>, message) => {
    const resolved = {
      ...body,
      ...(body.productId === 'ARMOR' ? { productId: ids['Armor Tee'] } : {}),
      ...(body.productId === 'SOLD_OUT' ? { productId: ids['Sold Out Cap'] } : {}),
    };
    const before = (await t.db.select().from(featuredShowcases)).length;
    const response = await admin('POST', '/showcases', resolved);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await t.db.select().from(featuredShowcases)).toHaveLength(before);
  });

  it('edits, switches and deletes a showcase', async () => {
    const showcase = await createShowcase({
      lifestyleImageUrl: lifestyle,
      productId: ids['Armor Tee'],
      displayOrder: 9,
    });
    const edited = await admin('PUT', `/showcases/${showcase.id}`, {
      lifestyleImageUrl: 'https://cdn.example.com/new.jpg',
      productId: ids['Zion Hoodie'],
      displayOrder: 3,
      isActive: true,
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { showcase: unknown }).showcase).toMatchObject({
      lifestyleImageUrl: 'https://cdn.example.com/new.jpg',
      productId: ids['Zion Hoodie'],
      displayOrder: 3,
    });

    const refused = await admin('PUT', `/showcases/${showcase.id}`, {
      lifestyleImageUrl: lifestyle,
      productId: ids['Sold Out Cap'],
    });
    expect(await refused.json()).toEqual({
      error: { code: 'invalid_request', message: 'Only in-stock products can be showcased' },
    });

    const hidden = await admin('PATCH', `/showcases/${showcase.id}/active`, { isActive: false });
    expect(((await hidden.json()) as { showcase: { isActive: boolean } }).showcase.isActive).toBe(
      false,
    );
    expect(
      (await admin('PATCH', `/showcases/${showcase.id}/active`, { isActive: 'yes' })).status,
    ).toBe(400);

    expect((await admin('DELETE', `/showcases/${showcase.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/showcases/${showcase.id}`)).status).toBe(404);
    expect(
      (
        await admin('PUT', `/showcases/${showcase.id}`, {
          lifestyleImageUrl: lifestyle,
          productId: ids['Armor Tee'],
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin('PATCH', `/showcases/${showcase.id}/active`, { isActive: true })).status,
    ).toBe(404);
  });

  it('still lets the owner edit a showcase whose product sold out since', async () => {
    const [product] = await t.db
      .insert(products)
      .values({ name: 'Soon Gone Tee', priceCents: 2999 })
      .returning();
    const showcase = await createShowcase({ lifestyleImageUrl: lifestyle, productId: product!.id });
    await t.db.update(products).set({ inStock: false }).where(eq(products.id, product!.id));
    const response = await admin('PUT', `/showcases/${showcase.id}`, {
      lifestyleImageUrl: lifestyle,
      productId: product!.id,
      displayOrder: 5,
      isActive: false,
    });
    expect(response.status).toBe(200);
    expect((await adminShowcases()).find((s) => s.id === showcase.id)?.product.inStock).toBe(false);
  });
});

describe('size chart (owner)', () => {
  it('starts empty, then saves and updates the t-shirt chart', async () => {
    expect(await (await admin('GET', '/size-chart')).json()).toEqual({
      sizeChart: { description: '', imageUrl: null },
    });
    const saved = await admin('PUT', '/size-chart', {
      description: '- Fit\nTrue to size\n',
      imageUrl: '/uploads/product-images/chart-w1600.webp',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      sizeChart: {
        description: '- Fit\nTrue to size',
        imageUrl: '/uploads/product-images/chart-w1600.webp',
      },
    });
    await admin('PUT', '/size-chart', { description: 'Measure a tee you own.', imageUrl: null });
    const rows = await t.db.select().from(sizeChartContent);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      productType: 't-shirt',
      description: 'Measure a tee you own.',
      imageUrl: null,
    });
    const storefront = await t.request('GET', '/api/content/size-chart');
    expect(await storefront.json()).toEqual({
      sizeChart: { description: 'Measure a tee you own.', imageUrl: null },
    });
  });

  it('refuses an image that is not an uploaded file or http(s) link', async () => {
    const response = await admin('PUT', '/size-chart', {
      description: 'x',
      imageUrl: 'file:///etc/passwd',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Images must be uploaded files or http(s) links' },
    });
  });
});
