import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Collection } from '../../shared/catalog/collection.schema';
import { pickFields, PRODUCT_FIELD_NAMES } from '../../shared/catalog/product-input.schema';
import type { Product } from '../../shared/catalog/product.schema';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';
import type { DbOrTx } from '../db/client';
import { collections } from '../db/schema/collections';
import { products, type ProductRow } from '../db/schema/products';

export const NEW_ARRIVALS_LIMIT = 20;
export const BEST_SELLERS_LIMIT = 6;

export function toProduct(row: ProductRow): Product {
  // Every field of the form, from PRODUCT_FIELDS. Four are named only to keep the keys in the
  // order the API has always sent them (the same bytes, so the same ETags).
  const { name, description, priceCents, images, ...fields } = pickFields(row, PRODUCT_FIELD_NAMES);
  return {
    id: row.id,
    name,
    description,
    priceCents,
    imageUrl: images[0]?.url ?? PLACEHOLDER_IMAGE,
    images,
    ...fields,
    createdAt: row.createdAt.toISOString(),
  };
}

const newestFirst = [desc(products.createdAt), asc(products.id)];
const byName = [asc(products.name), asc(products.id)];

/**
 * In-stock products, newest first (or by name). One collection's are these, filtered by
 * `productsInCollection` (shared/catalog/collection-filter.ts), as the snapshot filters them.
 */
export async function listProducts(
  db: DbOrTx,
  options: { limit?: number; order?: 'newest' | 'name' } = {},
): Promise<Product[]> {
  const query = db
    .select()
    .from(products)
    .where(eq(products.inStock, true))
    .orderBy(...(options.order === 'name' ? byName : newestFirst));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(toProduct);
}

export function listNewArrivals(db: DbOrTx): Promise<Product[]> {
  return listProducts(db, { limit: NEW_ARRIVALS_LIMIT });
}

/**
 * In-stock products ranked by `unitsSold` (the orders area's count per product id, of orders
 * that were not cancelled); products that have not sold yet follow, newest first, so a new
 * store still shows a full row.
 */
export async function listBestSellers(
  db: DbOrTx,
  unitsSold: ReadonlyMap<string, number>,
  limit = BEST_SELLERS_LIMIT,
): Promise<Product[]> {
  const soldIds = [...unitsSold.keys()];
  const sold =
    soldIds.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(eq(products.inStock, true), inArray(products.id, soldIds)))
          .orderBy(...newestFirst);
  // A stable sort: equal sales keep the newest-first order of the query.
  const ranked = sold.sort((a, b) => unitsSold.get(b.id)! - unitsSold.get(a.id)!).slice(0, limit);
  if (ranked.length === limit) return ranked.map(toProduct);
  const unsold = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.inStock, true),
        soldIds.length === 0 ? undefined : notInArray(products.id, soldIds),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit - ranked.length);
  return [...ranked, ...unsold].map(toProduct);
}

/** One product by id, in stock or not (a sold-out product page still shows). */
export async function getProduct(db: DbOrTx, id: string): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toProduct(row) : null;
}

/** Every product, sold out or not: what the catalogue snapshot answers `/api/products/:id` from. */
export async function listEveryProduct(db: DbOrTx): Promise<Product[]> {
  return (await db.select().from(products)).map(toProduct);
}

/** Every collection name found on in-stock products, sorted: the shop's filter row. */
export async function listCollectionNamesInStock(db: DbOrTx): Promise<string[]> {
  const name = sql<string>`unnest(${products.collections})`;
  const rows = await db
    .selectDistinct({ name })
    .from(products)
    .where(eq(products.inStock, true))
    .orderBy(asc(name));
  return rows.map((row) => row.name);
}

/** Collections by name, each with the number of in-stock products in it. */
export async function listCollections(db: DbOrTx): Promise<Collection[]> {
  const inStock = db
    .select({
      name: sql<string>`unnest(${products.collections})`.as('collection_name'),
      productCount: count().as('product_count'),
    })
    .from(products)
    .where(eq(products.inStock, true))
    .groupBy(sql`1`)
    .as('in_stock');
  const rows = await db
    .select({
      id: collections.id,
      name: collections.name,
      imageUrl: collections.imageUrl,
      productCount: inStock.productCount,
    })
    .from(collections)
    .leftJoin(inStock, eq(inStock.name, collections.name))
    .orderBy(asc(collections.name));
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount ?? 0) }));
}

export async function collectionExists(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.name, name))
    .limit(1);
  return row !== undefined;
}

export async function countProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products);
  return row?.value ?? 0;
}

/** Products by id, in stock or not; ids that name no product are left out. */
export async function getProductsByIds(db: DbOrTx, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.map(toProduct);
}

/** What checkout needs to price a cart: every requested product, in stock or not. */
export function getProductsForCheckout(db: DbOrTx, ids: readonly string[]): Promise<Product[]> {
  return getProductsByIds(db, ids);
}
