import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasVariants, IMAGE_WIDTHS, imageVariantUrl } from '../../shared/images/image-variants';
import { createDiskFileStore, type FileStore } from '../platform/files';
import { createPgliteClient, openPglite, type Database, type Db } from '../db/client';
import { user } from '../db/schema/auth';
import { collections } from '../db/schema/collections';
import { discountCodes, emailPopupConfig, emailSubscribers } from '../db/schema/marketing';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import { featuredShowcases, heroSettings, sizeChartContent } from '../db/schema/storefront-content';
import { resetDemoCatalog, seedDemoCatalog } from './seed';

let database: Database;
let db: Db;
let files: FileStore;
let uploadsDir: string;
let firstSeed: { seeded: boolean };

/** A migrated PGlite: the run's shared dump when the global setup made one, else a new one. */
async function freshPglite(): Promise<Database> {
  const dumpPath = inject('pgliteDumpPath');
  if (dumpPath) {
    return openPglite(await createPgliteClient(undefined, new Blob([fs.readFileSync(dumpPath)])));
  }
  const fresh = openPglite(await createPgliteClient());
  await fresh.migrate();
  return fresh;
}

// Seeding renders every demo image in each width with sharp: close to the project's 60 s hook
// limit on a busy two-core machine, so this hook gets more.
const SEED_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  files = createDiskFileStore(uploadsDir);
  firstSeed = await seedDemoCatalog(db, files);
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  await database?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

function fileOfUrl(url: string): string {
  const key = files.keyForUrl(url);
  if (!key) throw new Error(`not a stored URL: ${url}`);
  return path.join(uploadsDir, key);
}

async function everyImageUrl(): Promise<string[]> {
  const productRows = await db.select().from(products);
  const collectionRows = await db.select().from(collections);
  const [chart] = await db.select().from(sizeChartContent);
  const showcases = await db.select().from(featuredShowcases);
  return [
    ...productRows.flatMap((product) => product.images.map((image) => image.url)),
    ...collectionRows.map((collection) => collection.imageUrl ?? ''),
    chart?.imageUrl ?? '',
    ...showcases.map((showcase) => showcase.lifestyleImageUrl),
  ];
}

describe('seedDemoCatalog', () => {
  it('loads the demo catalogue into an empty store', async () => {
    expect(firstSeed).toEqual({ seeded: true });

    const collectionRows = await db.select().from(collections);
    expect(collectionRows.map((row) => row.name).sort()).toEqual([
      'Halloween',
      'NBA',
      'WNBA',
      'WNBA Hall of Fame',
    ]);

    const productRows = await db.select().from(products);
    expect(productRows.length).toBeGreaterThanOrEqual(14);
    expect(productRows.filter((product) => !product.inStock)).toHaveLength(1);
    expect(new Set(productRows.map((product) => product.createdAt.getTime())).size).toBe(
      productRows.length,
    );
    const names = new Set(collectionRows.map((row) => row.name));
    for (const product of productRows) {
      expect(product.colors.length).toBeGreaterThanOrEqual(2);
      expect(product.colors.length).toBeLessThanOrEqual(6);
      expect(product.priceCents).toBeGreaterThanOrEqual(3499);
      expect(product.priceCents).toBeLessThanOrEqual(6499);
      // One image per colour, in the colour order, the first being the main image.
      expect(product.images.map((image) => image.color)).toEqual(product.colors);
      for (const collection of [...product.collections, ...product.featuredInCollections]) {
        expect(names.has(collection)).toBe(true);
      }
      for (const featured of product.featuredInCollections) {
        expect(product.collections).toContain(featured);
      }
    }
    expect(productRows.some((product) => product.collections.length > 1)).toBe(true);
    expect(productRows.some((product) => product.featuredInCollections.length > 0)).toBe(true);
  });

  it('stores every image it refers to, in every width', async () => {
    const urls = await everyImageUrl();
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      expect(hasVariants(url), url).toBe(true);
      for (const width of IMAGE_WIDTHS) {
        expect(fs.existsSync(fileOfUrl(imageVariantUrl(url, width))), url).toBe(true);
      }
    }
  });

  it('adds the size chart, an active showcase of an in-stock product, hero, popup and settings', async () => {
    const [chart] = await db.select().from(sizeChartContent);
    expect(chart?.productType).toBe('t-shirt');
    const blocks = chart!.description.split(/\n\s*\n/);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    expect(blocks.some((block) => block.startsWith('- '))).toBe(true);

    const showcases = await db.select().from(featuredShowcases);
    expect(showcases).toHaveLength(1);
    expect(showcases[0]).toMatchObject({ isActive: true, displayOrder: 0 });
    expect(showcases[0]!.lifestyleImageUrl).toMatch(/^\/uploads\/lifestyle-images\//);
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, showcases[0]!.productId));
    expect(product?.inStock).toBe(true);

    expect(await db.select({ videoUrl: heroSettings.videoUrl }).from(heroSettings)).toEqual([
      { videoUrl: null },
    ]);
    expect(await db.select().from(emailPopupConfig)).toEqual([
      expect.objectContaining({
        title: 'Get 10% Off',
        subtitle: 'Join the CTK Family',
        description: 'Get access to exclusive drops, early access, and insider deals.',
        buttonText: 'Claim Your 10% Off',
      }),
    ]);

    const settings = Object.fromEntries(
      (await db.select().from(siteSettings)).map((row) => [row.settingKey, row.settingValue]),
    );
    expect(settings.site_lock).toEqual({
      isLocked: false,
      message: 'Be Back Soon',
      bypassPasswordHash: null,
    });
    expect(Object.keys(settings.payment_methods as object).sort()).toEqual([
      'cashapp',
      'coinbase',
      'venmo',
      'zelle',
    ]);
  });

  it('does nothing when the store already has a catalogue', async () => {
    const before = await db.select({ id: products.id }).from(products);

    expect(await seedDemoCatalog(db, files)).toEqual({ seeded: false });

    expect(await db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    expect(await db.select().from(collections)).toHaveLength(4);
  });
});

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('seedDemoCatalog with the images the build rendered', () => {
  it('copies them under the same names instead of rendering them again', async () => {
    const other = await freshPglite();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-prebuilt-'));
    try {
      // The build's folder, as the first seed left its uploads; one file marked to tell a
      // copy from a new rendering.
      const prebuilt = path.join(dir, 'prebuilt');
      fs.cpSync(uploadsDir, prebuilt, { recursive: true });
      const marked = filesUnder(prebuilt).find((file) => file.endsWith('-w400.webp'))!;
      fs.writeFileSync(path.join(prebuilt, marked), 'copied from the build');
      const uploads = path.join(dir, 'uploads');

      expect(
        await seedDemoCatalog(other.db, createDiskFileStore(uploads), { prebuiltImages: prebuilt }),
      ).toEqual({ seeded: true });

      expect(filesUnder(uploads)).toEqual(filesUnder(prebuilt));
      expect(fs.readFileSync(path.join(uploads, marked), 'utf8')).toBe('copied from the build');
      const productRows = await other.db.select().from(products);
      const urls = productRows.flatMap((product) => product.images.map((image) => image.url));
      expect(urls.length).toBeGreaterThan(40);
      for (const url of urls) {
        for (const width of IMAGE_WIDTHS) {
          const key = files.keyForUrl(imageVariantUrl(url, width))!;
          expect(fs.existsSync(path.join(uploads, key)), key).toBe(true);
        }
      }
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('resetDemoCatalog', () => {
  it('puts the demo back and keeps users, orders and subscribers', async () => {
    const [someProduct] = await db.select().from(products).limit(1);
    await db.insert(user).values({ id: 'u1', name: 'Shopper', email: 'shopper@example.com' });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'CTK-12345',
        userId: 'u1',
        paymentMethod: 'zelle',
        subtotalCents: 3499,
        shippingCents: 500,
        totalCents: 3999,
        customerName: 'Shopper',
        customerEmail: 'shopper@example.com',
        shippingAddress: '1 Main St',
        shippingCity: 'Austin',
        shippingState: 'TX',
        shippingZip: '78701',
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: someProduct!.id,
      productName: someProduct!.name,
      productImage: someProduct!.images[0]?.url,
      selectedSize: 'M',
      selectedColor: someProduct!.colors[0]!,
      quantity: 1,
      priceCents: 3499,
    });
    await db.insert(emailSubscribers).values({ email: 'fan@example.com' });
    await db.insert(discountCodes).values({ code: 'OWNER20', discountPercentage: 20 });
    await db.delete(products).where(eq(products.id, someProduct!.id));
    await db.insert(collections).values({ name: 'Owner Collection' });
    const filesBefore = fs.readdirSync(path.join(uploadsDir, 'product-images')).length;

    await resetDemoCatalog(db, files);

    expect(await db.select().from(collections)).toHaveLength(4);
    const productRows = await db.select().from(products);
    expect(productRows.filter((product) => !product.inStock)).toHaveLength(1);
    expect(productRows.map((product) => product.name)).toContain(someProduct!.name);
    expect(await db.select().from(discountCodes)).toEqual([]);
    expect(await db.select().from(featuredShowcases)).toHaveLength(1);
    expect(await db.select().from(heroSettings)).toHaveLength(1);
    expect(await db.select().from(emailPopupConfig)).toHaveLength(1);
    expect(await db.select().from(siteSettings)).toHaveLength(3);
    expect(await db.select().from(orders)).toHaveLength(1);
    expect(await db.select().from(orderItems)).toEqual([
      expect.objectContaining({ productId: null, productName: someProduct!.name }),
    ]);
    expect(await db.select().from(emailSubscribers)).toHaveLength(1);
    expect(await db.select().from(user)).toHaveLength(1);
    // Same drawings, same files: the reset reused them rather than adding copies.
    expect(fs.readdirSync(path.join(uploadsDir, 'product-images'))).toHaveLength(filesBefore);
    for (const url of await everyImageUrl()) expect(fs.existsSync(fileOfUrl(url))).toBe(true);
  });
});

describe('an owner who removed the whole demo', () => {
  it('does not get it back at the next start', async () => {
    await db.delete(featuredShowcases);
    await db.delete(products);
    await db.delete(collections);

    expect(await seedDemoCatalog(db, files)).toEqual({ seeded: false });
    expect(await db.select().from(products)).toHaveLength(0);
  });
});
