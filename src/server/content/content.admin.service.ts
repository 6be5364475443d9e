// The owner's side of storefront content: hero video, featured showcases, size chart
// (admin §2, §5, §7).
import { asc, eq, sql } from 'drizzle-orm';
import type { Product } from '../../shared/catalog/product.schema';
import {
  HERO_VIDEO_BUCKET,
  SHOWCASE_MESSAGES,
  type AdminShowcase,
  type ShowcaseInput,
  type ShowcaseProductOption,
  type SizeChartInput,
} from '../../shared/content/content-input.schema';
import type { Hero, SizeChart } from '../../shared/content/content.schema';
import { getProduct, listProducts } from '../catalog/catalog.service';
import type { Db, DbOrTx } from '../db/client';
import {
  featuredShowcases,
  heroSettings,
  sizeChartContent,
  type FeaturedShowcaseRow,
} from '../db/schema/storefront-content';
import { invalid } from '../domain-errors';
import type { FileStore } from '../platform/files';
import { productsOfShowcases, SIZE_CHART_PRODUCT_TYPE } from './content.service';

// ---- Hero video --------------------------------------------------------------------------

/** Serialises writers of the single hero_settings row, which has no key to upsert on. */
const HERO_LOCK_ID = 727_101;

/**
 * Sets (or, with null, clears) the hero video, creating the settings row if there is none,
 * then deletes the video file it replaced.
 */
export async function setHeroVideo(
  db: Db,
  files: FileStore,
  videoUrl: string | null,
  now: Date,
): Promise<Hero> {
  const previousUrl = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HERO_LOCK_ID})`);
    const [current] = await tx
      .select()
      .from(heroSettings)
      .orderBy(asc(heroSettings.updatedAt))
      .limit(1);
    if (current) {
      await tx
        .update(heroSettings)
        .set({ videoUrl, updatedAt: now })
        .where(eq(heroSettings.id, current.id));
    } else {
      await tx.insert(heroSettings).values({ videoUrl, updatedAt: now });
    }
    return current?.videoUrl ?? null;
  });
  if (previousUrl && previousUrl !== videoUrl) await deleteHeroVideoFile(files, previousUrl);
  return { videoUrl };
}

/** Deletes a hero video this store saved; other URLs (external, legacy) are left alone. */
async function deleteHeroVideoFile(files: FileStore, url: string): Promise<void> {
  const key = files.keyForUrl(url);
  if (key?.startsWith(`${HERO_VIDEO_BUCKET}/`)) await files.delete(key);
}

// ---- Featured showcases ------------------------------------------------------------------

function toAdminShowcase(showcase: FeaturedShowcaseRow, product: Product): AdminShowcase {
  return {
    id: showcase.id,
    lifestyleImageUrl: showcase.lifestyleImageUrl,
    productId: showcase.productId,
    displayOrder: showcase.displayOrder,
    isActive: showcase.isActive,
    product: {
      id: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      inStock: product.inStock,
    },
  };
}

/** Every showcase, lower display_order first, with its product's name and main image. */
export async function listAllShowcases(db: DbOrTx): Promise<AdminShowcase[]> {
  const showcases = await db
    .select()
    .from(featuredShowcases)
    .orderBy(asc(featuredShowcases.displayOrder), asc(featuredShowcases.createdAt));
  const products = await productsOfShowcases(db, showcases);
  return showcases.flatMap((showcase) => {
    const product = products.get(showcase.productId);
    return product ? [toAdminShowcase(showcase, product)] : [];
  });
}

async function getAdminShowcase(db: DbOrTx, id: string): Promise<AdminShowcase | null> {
  const [showcase] = await db
    .select()
    .from(featuredShowcases)
    .where(eq(featuredShowcases.id, id))
    .limit(1);
  const product = showcase && (await getProduct(db, showcase.productId));
  return showcase && product ? toAdminShowcase(showcase, product) : null;
}

/** The products the showcase form offers: in stock only, by name (admin §5). */
export async function listShowcaseProducts(db: DbOrTx): Promise<ShowcaseProductOption[]> {
  const products = await listProducts(db, { order: 'name' });
  return products.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }));
}

/**
 * Only in-stock products may be linked. An edit that keeps the product it already has is
 * allowed even if that product sold out since, so the owner can still reorder or hide it.
 */
async function assertLinkableProduct(
  tx: DbOrTx,
  productId: string,
  currentProductId?: string,
): Promise<void> {
  const product = await getProduct(tx, productId);
  if (!product) throw invalid(SHOWCASE_MESSAGES.productRequired);
  if (!product.inStock && productId !== currentProductId) {
    throw invalid(SHOWCASE_MESSAGES.productOutOfStock);
  }
}

function showcaseValues(input: ShowcaseInput) {
  return {
    lifestyleImageUrl: input.lifestyleImageUrl,
    productId: input.productId,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
  };
}

export async function createShowcase(
  db: Db,
  input: ShowcaseInput,
  now: Date,
): Promise<AdminShowcase> {
  return db.transaction(async (tx) => {
    await assertLinkableProduct(tx, input.productId);
    const [row] = await tx
      .insert(featuredShowcases)
      // The spec keeps a title column that is saved empty (admin §3).
      .values({ ...showcaseValues(input), title: '', createdAt: now, updatedAt: now })
      .returning({ id: featuredShowcases.id });
    return (await getAdminShowcase(tx, row!.id))!;
  });
}

export async function updateShowcase(
  db: Db,
  id: string,
  input: ShowcaseInput,
  now: Date,
): Promise<AdminShowcase | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ productId: featuredShowcases.productId })
      .from(featuredShowcases)
      .where(eq(featuredShowcases.id, id))
      .for('update');
    if (!current) return null;
    await assertLinkableProduct(tx, input.productId, current.productId);
    await tx
      .update(featuredShowcases)
      .set({ ...showcaseValues(input), updatedAt: now })
      .where(eq(featuredShowcases.id, id));
    return getAdminShowcase(tx, id);
  });
}

export async function setShowcaseActive(
  db: DbOrTx,
  id: string,
  isActive: boolean,
  now: Date,
): Promise<AdminShowcase | null> {
  const [row] = await db
    .update(featuredShowcases)
    .set({ isActive, updatedAt: now })
    .where(eq(featuredShowcases.id, id))
    .returning({ id: featuredShowcases.id });
  return row ? getAdminShowcase(db, row.id) : null;
}

export async function deleteShowcase(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(featuredShowcases)
    .where(eq(featuredShowcases.id, id))
    .returning({ id: featuredShowcases.id });
  return rows.length > 0;
}

// ---- Size chart --------------------------------------------------------------------------

/** Saves the t-shirt size chart, creating its row the first time. */
export async function saveSizeChart(
  db: DbOrTx,
  input: SizeChartInput,
  now: Date,
): Promise<SizeChart> {
  const [row] = await db
    .insert(sizeChartContent)
    .values({
      productType: SIZE_CHART_PRODUCT_TYPE,
      description: input.description,
      imageUrl: input.imageUrl,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: sizeChartContent.productType,
      set: { description: input.description, imageUrl: input.imageUrl, updatedAt: now },
    })
    .returning();
  return { description: row!.description, imageUrl: row!.imageUrl };
}
