import { arrayContains, asc, count, desc, eq, and, type SQL } from 'drizzle-orm';
import type { Product } from '../../shared/catalog/product.schema';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';
import type { Collection } from '../../shared/catalog/collection.schema';
import type { DbOrTx } from '../db/client';
import { collections, type CollectionRow } from '../db/schema/collections';
import { products, type ProductRow } from '../db/schema/products';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    imageUrl: row.images[0]?.url ?? PLACEHOLDER_IMAGE,
    images: row.images,
    collections: row.collections,
    sizes: row.sizes,
    colors: row.colors,
    inStock: row.inStock,
    featuredInCollections: row.featuredInCollections,
    createdAt: row.createdAt.toISOString(),
  };
}

function toCollection(row: CollectionRow): Collection {
  return { id: row.id, name: row.name, imageUrl: row.imageUrl };
}

/** In-stock products, newest first, optionally of one collection. */
export async function listProducts(
  db: DbOrTx,
  options: { collection?: string | undefined; limit?: number } = {},
): Promise<Product[]> {
  const filters: SQL[] = [eq(products.inStock, true)];
  if (options.collection) filters.push(arrayContains(products.collections, [options.collection]));
  const query = db
    .select()
    .from(products)
    .where(and(...filters))
    .orderBy(desc(products.createdAt), asc(products.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(toProduct);
}

/** One product by id, in stock or not (a sold-out product page still shows). */
export async function getProduct(db: DbOrTx, id: string): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toProduct(row) : null;
}

export async function listCollections(db: DbOrTx): Promise<Collection[]> {
  const rows = await db.select().from(collections).orderBy(asc(collections.name));
  return rows.map(toCollection);
}

export async function countProducts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products);
  return row?.value ?? 0;
}
