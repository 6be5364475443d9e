// The owner's collections (admin §2 Collections, §5): names unique whatever their case, and every
// rename or delete carried to the products that name the collection, in one transaction.
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import {
  COLLECTION_MESSAGES,
  type CollectionInput,
} from '../../shared/catalog/collection-input.schema';
import type { Collection } from '../../shared/catalog/collection.schema';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { collections, type CollectionRow } from '../db/schema/collections';
import { products } from '../db/schema/products';
import { invalid } from '../domain-errors';

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
