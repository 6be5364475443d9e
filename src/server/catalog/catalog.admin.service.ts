// The owner's products, and the card-payment sync that follows a product save (admin §2, §4,
// §5, §7). Collections are in collections.admin.service.ts.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  pickFields,
  PRODUCT_FIELD_NAMES,
  unknownCollectionMessage,
  type ProductInput,
} from '../../shared/catalog/product-input.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { Db, DbOrTx } from '../db/client';
import { collections } from '../db/schema/collections';
import { products, type NewProductRow, type ProductRow } from '../db/schema/products';
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

/**
 * The row's values for a saved form: every field of ProductInputSchema, each in its column.
 * The return type names the schema's keys, so a field without a column fails the type check.
 */
function productValues(input: ProductInput): Required<Pick<NewProductRow, keyof ProductInput>> {
  return pickFields(input, PRODUCT_FIELD_NAMES);
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
