// The owner's side of the catalogue: products and collections, and the card-payment sync
// that follows a product save (admin §2, §4, §5, §7).
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  COLLECTION_MESSAGES,
  type CollectionInput,
} from '../../shared/catalog/collection-input.schema';
import type { Collection } from '../../shared/catalog/collection.schema';
import {
  unknownCollectionMessage,
  type ProductInput,
} from '../../shared/catalog/product-input.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { collections, type CollectionRow } from '../db/schema/collections';
import { products, type ProductRow } from '../db/schema/products';
import { invalid } from '../domain-errors';
import type { Logger } from '../logger';
import type { CardPaymentSync } from '../platform/stripe-sync';
import { toProduct } from './catalog.service';

// ---- Products ----------------------------------------------------------------------------

/** Every product, in stock or not, newest first (admin §7: no stock filter). */
export async function listAllProducts(db: DbOrTx): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), asc(products.id));
  return rows.map(toProduct);
}

/**
 * Refuses names that are not collections. The rows are locked (FOR SHARE) until the
 * caller's transaction ends, so a collection cannot be renamed or deleted in between and
 * leave the product naming one that no longer exists.
 */
async function assertCollectionsExist(tx: DbOrTx, names: string[]): Promise<void> {
  const rows = await tx
    .select({ name: collections.name })
    .from(collections)
    .where(inArray(collections.name, names))
    .for('share');
  const known = new Set(rows.map((row) => row.name));
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) throw invalid(unknownCollectionMessage(unknown));
}

function productValues(input: ProductInput) {
  return {
    name: input.name,
    priceCents: input.priceCents,
    description: input.description,
    collections: input.collections,
    sizes: input.sizes,
    colors: input.colors,
    inStock: input.inStock,
    featuredInCollections: input.featuredInCollections,
    images: input.images,
  };
}

export async function createProduct(db: Db, input: ProductInput, now: Date): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    await assertCollectionsExist(tx, input.collections);
    const [row] = await tx
      .insert(products)
      .values({ ...productValues(input), createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
}

export async function updateProduct(
  db: Db,
  id: string,
  input: ProductInput,
  now: Date,
): Promise<ProductRow | null> {
  return db.transaction(async (tx) => {
    await assertCollectionsExist(tx, input.collections);
    const [row] = await tx
      .update(products)
      .set({ ...productValues(input), updatedAt: now })
      .where(eq(products.id, id))
      .returning();
    return row ?? null;
  });
}

/**
 * Deletes a product; its showcases go with it (foreign key ON DELETE CASCADE), order lines
 * keep their name and image (product_id becomes null). Image files are kept: past orders
 * still show them. Returns the deleted row, or null.
 */
export async function deleteProduct(db: DbOrTx, id: string): Promise<ProductRow | null> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning();
  return row ?? null;
}

// ---- Collections -------------------------------------------------------------------------

async function toCollection(db: DbOrTx, row: CollectionRow): Promise<Collection> {
  const [counted] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.inStock, true), sql`${row.name} = any(${products.collections})`));
  return { id: row.id, name: row.name, imageUrl: row.imageUrl, productCount: counted?.value ?? 0 };
}

/** Names differing only in case ("nba" and "NBA") would look like one collection in the shop. */
async function assertNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        sql`lower(${collections.name}) = lower(${name})`,
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw invalid(COLLECTION_MESSAGES.duplicate);
}

/** A concurrent insert of the same name passes the check above and fails on the unique index. */
async function withDuplicateAsInvalid<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(COLLECTION_MESSAGES.duplicate);
    throw error;
  }
}

export async function createCollection(db: Db, input: CollectionInput): Promise<Collection> {
  return withDuplicateAsInvalid(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx
        .insert(collections)
        .values({ name: input.name, imageUrl: input.imageUrl ?? null })
        .returning();
      return toCollection(tx, row!);
    }),
  );
}

/**
 * Renames a collection (and sets its image; `imageUrl` left out keeps it). In the same
 * transaction every product naming it, in `collections` or `featuredInCollections`, gets
 * the new name, in the same position. A product that somehow already holds the new name
 * just loses the old one, so no name appears twice.
 */
export async function updateCollection(
  db: Db,
  id: string,
  input: CollectionInput,
  now: Date,
): Promise<Collection | null> {
  return withDuplicateAsInvalid(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(collections)
        .where(eq(collections.id, id))
        .for('update');
      if (!current) return null;
      const renamed = input.name !== current.name;
      if (renamed) await assertNameFree(tx, input.name, id);
      const [row] = await tx
        .update(collections)
        .set({
          name: input.name,
          ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
        })
        .where(eq(collections.id, id))
        .returning();
      if (renamed) {
        const from = sql`${current.name}::text`;
        const to = sql`${input.name}::text`;
        const rename = (
          column: typeof products.collections | typeof products.featuredInCollections,
        ) =>
          sql<string[]>`case when ${to} = any(${column}) then array_remove(${column}, ${from})
                   else array_replace(${column}, ${from}, ${to}) end`;
        await tx
          .update(products)
          .set({
            collections: rename(products.collections),
            featuredInCollections: rename(products.featuredInCollections),
            updatedAt: now,
          })
          .where(
            or(
              sql`${from} = any(${products.collections})`,
              sql`${from} = any(${products.featuredInCollections})`,
            ),
          );
      }
      return toCollection(tx, row!);
    }),
  );
}

/** Deletes a collection and, in the same transaction, removes its name from every product. */
export async function deleteCollection(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(collections)
      .where(eq(collections.id, id))
      .returning({ name: collections.name });
    if (!row) return false;
    const name = sql`${row.name}::text`;
    await tx
      .update(products)
      .set({
        collections: sql`array_remove(${products.collections}, ${name})`,
        featuredInCollections: sql`array_remove(${products.featuredInCollections}, ${name})`,
        updatedAt: now,
      })
      .where(
        or(
          sql`${name} = any(${products.collections})`,
          sql`${name} = any(${products.featuredInCollections})`,
        ),
      );
    return true;
  });
}

// ---- Card-payment sync -------------------------------------------------------------------

/**
 * How long a save waits for Stripe before answering. The form shows "Syncing..." while it
 * waits, and a normal sync takes well under a second; a slow or failing Stripe must not
 * hold the owner up, so past this the sync goes on in the background and its outcome is
 * only logged (admin §4: a sync failure is only logged; the save still succeeds).
 */
export const CARD_SYNC_WAIT_MS = 4_000;

export interface ProductCardSync {
  /** Syncs the product as saved now; resolves when done, or after the wait limit. Never throws. */
  afterSave(productId: string): Promise<void>;
  /** Archives the deleted product in Stripe, if it was synced. Never throws. */
  afterDelete(row: ProductRow): Promise<void>;
  /** Resolves once every sync started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export interface ProductCardSyncOptions {
  db: Db;
  sync: CardPaymentSync;
  /** Makes `/uploads/...` image URLs absolute for Stripe. */
  publicUrl: string;
  logger: Logger;
  waitMs?: number;
}

export function absoluteUrl(url: string, publicUrl: string): string {
  return new URL(url, publicUrl.replace(/\/*$/, '/')).toString();
}

export function createProductCardSync(options: ProductCardSyncOptions): ProductCardSync {
  const { db, sync, publicUrl, logger } = options;
  const waitMs = options.waitMs ?? CARD_SYNC_WAIT_MS;
  /**
   * One chain per product, so two quick saves sync in order and the second one sees the
   * Stripe id the first stored (never two Stripe products for one of ours).
   */
  const chains = new Map<string, Promise<void>>();
  /** Stripe ids learnt by syncs, for a delete that lands before the id was stored. */
  const knownIds = new Map<string, string>();

  function enqueue(productId: string, job: () => Promise<void>): Promise<void> {
    const next = (chains.get(productId) ?? Promise.resolve()).then(job).catch((error: unknown) => {
      logger.warn({ err: error, productId }, 'card-payment sync failed; the product is saved');
    });
    chains.set(productId, next);
    void next.then(() => {
      if (chains.get(productId) === next) chains.delete(productId);
    });
    return next;
  }

  async function syncProduct(productId: string): Promise<void> {
    // The row as it is now: a later save's job then never sends older data.
    const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
    if (!row) return;
    const stripeProductId = await sync.upsertProduct({
      id: row.id,
      stripeProductId: row.stripeProductId ?? knownIds.get(row.id) ?? null,
      name: row.name,
      description: row.description,
      imageUrls: row.images.map((image) => absoluteUrl(image.url, publicUrl)),
      active: row.inStock,
      priceCents: row.priceCents,
    });
    knownIds.set(row.id, stripeProductId);
    if (stripeProductId !== row.stripeProductId) {
      await db.update(products).set({ stripeProductId }).where(eq(products.id, row.id));
    }
    logger.info({ productId, stripeProductId }, 'product synced to Stripe');
  }

  async function waitAtMost(work: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        logger.info({ waitMs }, 'Stripe is slow; the product sync goes on in the background');
        resolve();
      }, waitMs);
    });
    try {
      await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async afterSave(productId) {
      if (!sync.enabled) return;
      await waitAtMost(enqueue(productId, () => syncProduct(productId)));
    },

    async afterDelete(row) {
      if (!sync.enabled) return;
      await waitAtMost(
        enqueue(row.id, async () => {
          const stripeProductId = row.stripeProductId ?? knownIds.get(row.id);
          knownIds.delete(row.id);
          if (!stripeProductId) return;
          await sync.archiveProduct(stripeProductId);
          logger.info({ productId: row.id, stripeProductId }, 'deleted product archived in Stripe');
        }),
      );
    },

    async idle() {
      while (chains.size > 0) await Promise.all([...chains.values()]);
    },
  };
}
