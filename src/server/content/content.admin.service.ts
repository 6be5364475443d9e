// The owner's side of storefront content: hero video, featured showcases, size chart
// (admin §2, §5, §7).
import { asc, eq, sql } from 'drizzle-orm';
import {
  SHOWCASE_MESSAGES,
  type AdminShowcase,
  type ShowcaseInput,
  type ShowcaseProductOption,
  type SizeChartInput,
} from '../../shared/content/content-input.schema';
import type { Hero, SizeChart } from '../../shared/content/content.schema';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';
import type { Db, DbOrTx } from '../db/client';
import { products, type ProductRow } from '../db/schema/products';
import {
  featuredShowcases,
  heroSettings,
  sizeChartContent,
  type FeaturedShowcaseRow,
} from '../db/schema/storefront-content';
import { badRequest } from '../http/errors';
import { SIZE_CHART_PRODUCT_TYPE } from './content.service';

// ---- Hero video --------------------------------------------------------------------------

/** Serialises writers of the single hero_settings row, which has no key to upsert on. */
const HERO_LOCK_ID = 727_101;

/**
 * Sets (or, with null, clears) the hero video, creating the settings row if there is none.
 * Returns the URL it replaced, so the caller can delete that file.
 */
export async function setHeroVideo(
  db: Db,
  videoUrl: string | null,
  now: Date,
): Promise<{ hero: Hero; previousUrl: string | null }> {
  return db.transaction(async (tx) => {
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
    return { hero: { videoUrl }, previousUrl: current?.videoUrl ?? null };
  });
}

// ---- Featured showcases ------------------------------------------------------------------

function toAdminShowcase(showcase: FeaturedShowcaseRow, product: ProductRow): AdminShowcase {
  return {
    id: showcase.id,
    lifestyleImageUrl: showcase.lifestyleImageUrl,
    productId: showcase.productId,
    displayOrder: showcase.displayOrder,
    isActive: showcase.isActive,
    product: {
      id: product.id,
      name: product.name,
      imageUrl: product.images[0]?.url ?? PLACEHOLDER_IMAGE,
      inStock: product.inStock,
    },
  };
}

/** Every showcase, lower display_order first, with its product's name and main image. */
export async function listAllShowcases(db: DbOrTx): Promise<AdminShowcase[]> {
  const rows = await db
    .select({ showcase: featuredShowcases, product: products })
    .from(featuredShowcases)
    .innerJoin(products, eq(products.id, featuredShowcases.productId))
    .orderBy(asc(featuredShowcases.displayOrder), asc(featuredShowcases.createdAt));
  return rows.map(({ showcase, product }) => toAdminShowcase(showcase, product));
}

async function getAdminShowcase(db: DbOrTx, id: string): Promise<AdminShowcase | null> {
  const [row] = await db
    .select({ showcase: featuredShowcases, product: products })
    .from(featuredShowcases)
    .innerJoin(products, eq(products.id, featuredShowcases.productId))
    .where(eq(featuredShowcases.id, id))
    .limit(1);
  return row ? toAdminShowcase(row.showcase, row.product) : null;
}

/** The products the showcase form offers: in stock only, by name (admin §5). */
export async function listShowcaseProducts(db: DbOrTx): Promise<ShowcaseProductOption[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(eq(products.inStock, true))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.images[0]?.url ?? PLACEHOLDER_IMAGE,
  }));
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
  const [product] = await tx
    .select({ inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw badRequest(SHOWCASE_MESSAGES.productRequired);
  if (!product.inStock && productId !== currentProductId) {
    throw badRequest(SHOWCASE_MESSAGES.productOutOfStock);
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
