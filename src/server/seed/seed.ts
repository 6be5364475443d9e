// Loads the demo catalogue into an empty store (DESIGN.md, Configuration), and puts it back
// on request (`npm run seed:reset`).
import { randomUUID } from 'node:crypto';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { FileStore } from '../platform/files';
import type { Db, DbOrTx } from '../db/client';
import { collections } from '../db/schema/collections';
import { discountCodes, emailPopupConfig } from '../db/schema/marketing';
import { products, type NewProductRow } from '../db/schema/products';
import { sitePromotions } from '../db/schema/promotions';
import { siteSettings } from '../db/schema/settings';
import { OWNER_SETUP_CODES_KEY } from '../settings/owner-setup-codes.service';
import { SHARED_SECRETS_KEY } from '../secrets';
import { DEFAULT_PAYMENT_METHODS } from '../../shared/orders/payment-methods';
import { featuredShowcases, heroSettings, sizeChartContent } from '../db/schema/storefront-content';
import { DEMO_COLLECTIONS } from './demo-catalog';
import {
  DEMO_MARKER_KEY,
  DEMO_POPUP_CONFIG,
  DEMO_SITE_LOCK,
  DEMO_SIZE_CHART_DESCRIPTION,
  DEMO_SIZE_CHART_ROWS,
} from './demo-content';
import { DEMO_PRODUCTS, DEMO_SHOWCASE_PRODUCT_SLUG } from './demo-products';
import { generateDemoImages, type DemoImages, type GenerateOptions } from './demo-images';

export type SeedLog = Pick<Logger, 'info'>;

export interface SeedOptions {
  log?: SeedLog;
  /** The folder of the build's rendered demo images (dist/demo-images), copied instead of rendered again. */
  prebuiltImages?: string;
}

/** Any constant shared by every instance: two starting at once must not both seed. */
const SEED_LOCK_ID = 727_002;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo catalogue when the store has neither products nor collections; otherwise
 * does nothing. Returns whether it seeded.
 */
export async function seedDemoCatalog(
  db: Db,
  files: FileStore,
  { log, prebuiltImages }: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  if (!(await isCatalogEmpty(db))) return { seeded: false };
  // Files first: they cannot join the transaction, and their fixed names make a second
  // writer (another instance starting now) overwrite them with the same bytes.
  const images = await generateImages(files, log, { prebuilt: prebuiltImages });
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isCatalogEmpty(tx))) return false;
    await insertDemoCatalog(tx, images, new Date());
    return true;
  });
  if (seeded) log?.info('Demo catalogue loaded');
  return { seeded };
}

/**
 * Replaces the catalogue and storefront content (products, collections, showcases, size
 * chart, hero, popup, promotions, discount codes, site settings) with the demo. Users,
 * orders and subscribers stay; orders keep their item names and images.
 */
export async function resetDemoCatalog(
  db: Db,
  files: FileStore,
  { log, prebuiltImages }: SeedOptions = {},
): Promise<void> {
  const images = await generateImages(files, log, { prebuilt: prebuiltImages });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Showcases reference products, so they go first.
    await tx.delete(featuredShowcases);
    await tx.delete(products);
    await tx.delete(collections);
    await tx.delete(sizeChartContent);
    await tx.delete(heroSettings);
    await tx.delete(emailPopupConfig);
    await tx.delete(sitePromotions);
    await tx.delete(discountCodes);
    // Not the generated secrets, nor the owner's setup codes of the copies running now.
    await tx
      .delete(siteSettings)
      .where(notInArray(siteSettings.settingKey, [SHARED_SECRETS_KEY, OWNER_SETUP_CODES_KEY]));
    await insertDemoCatalog(tx, images, new Date());
  });
  log?.info('Demo catalogue reset');
}

async function isCatalogEmpty(db: DbOrTx): Promise<boolean> {
  const [marker] = await db
    .select({ key: siteSettings.settingKey })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, DEMO_MARKER_KEY))
    .limit(1);
  if (marker) return false;
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  const [anyCollection] = await db.select({ id: collections.id }).from(collections).limit(1);
  return !anyProduct && !anyCollection;
}

/** The demo catalogue's drawings: every product, collection, the size chart and the showcase. */
export function demoCatalogDrawings() {
  const showcaseProduct = DEMO_PRODUCTS.find(
    (product) => product.slug === DEMO_SHOWCASE_PRODUCT_SLUG,
  );
  if (!showcaseProduct) throw new Error(`Showcase product ${DEMO_SHOWCASE_PRODUCT_SLUG} missing`);
  return {
    products: DEMO_PRODUCTS,
    collections: DEMO_COLLECTIONS,
    sizeChartRows: DEMO_SIZE_CHART_ROWS,
    showcaseProduct,
  };
}

async function generateImages(
  files: FileStore,
  log: SeedLog | undefined,
  options: GenerateOptions,
): Promise<DemoImages> {
  const started = performance.now();
  const images = await generateDemoImages(files, demoCatalogDrawings(), options);
  log?.info(
    {
      images: [...images.products.values()].flat().length + images.collections.size + 2,
      ms: Math.round(performance.now() - started),
    },
    'Demo images generated',
  );
  return images;
}

/** The demo's rows, given its images' URLs (seedDemoCatalog stores the images first). */
export async function insertDemoCatalog(tx: DbOrTx, images: DemoImages, now: Date): Promise<void> {
  await tx.insert(collections).values(
    DEMO_COLLECTIONS.map((collection, i) => ({
      name: collection.name,
      imageUrl: images.collections.get(collection.name) ?? null,
      createdAt: new Date(now.getTime() - i * DAY_MS),
    })),
  );

  // The demo product's fields as they are (a field DemoProduct gains is saved with no change
  // here), less what only draws its images, plus the images drawn.
  const productRows: (NewProductRow & { id: string })[] = DEMO_PRODUCTS.map(
    ({ slug, garment: _garment, mark: _mark, ...fields }, i) => ({
      id: randomUUID(),
      ...fields,
      images: images.products.get(slug) ?? [],
      // A day apart, in list order, so "newest first" is one well-defined order.
      createdAt: new Date(now.getTime() - i * DAY_MS),
      updatedAt: now,
    }),
  );
  await tx.insert(products).values(productRows);

  const showcaseIndex = DEMO_PRODUCTS.findIndex(
    (product) => product.slug === DEMO_SHOWCASE_PRODUCT_SLUG,
  );
  await tx.insert(featuredShowcases).values({
    title: '',
    lifestyleImageUrl: images.lifestyle,
    productId: productRows[showcaseIndex]!.id,
    displayOrder: 0,
    isActive: true,
  });

  await tx
    .insert(sizeChartContent)
    .values({
      productType: 't-shirt',
      description: DEMO_SIZE_CHART_DESCRIPTION,
      imageUrl: images.sizeChart,
    })
    .onConflictDoNothing({ target: sizeChartContent.productType });

  // Single-row tables without a unique key: an owner's existing row wins over the demo's.
  const [hero] = await tx.select({ id: heroSettings.id }).from(heroSettings).limit(1);
  if (!hero) await tx.insert(heroSettings).values({ videoUrl: null });
  const [popup] = await tx.select({ id: emailPopupConfig.id }).from(emailPopupConfig).limit(1);
  if (!popup)
    await tx.insert(emailPopupConfig).values({ ...DEMO_POPUP_CONFIG, heroImageUrl: null });

  await tx
    .insert(siteSettings)
    .values([
      { settingKey: 'site_lock', settingValue: DEMO_SITE_LOCK },
      // The same four a store without the demo offers; the owner replaces the example handles.
      { settingKey: 'payment_methods', settingValue: DEFAULT_PAYMENT_METHODS },
      { settingKey: DEMO_MARKER_KEY, settingValue: { loadedAt: now.toISOString() } },
    ])
    .onConflictDoNothing({ target: siteSettings.settingKey });
}
