import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  type PgColumnBuilderBase,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductFieldName } from '../../../shared/catalog/product-input.schema';
import type { ProductImage } from '../../../shared/catalog/product.schema';

/**
 * One column per field of the product form (PRODUCT_FIELDS): the type checker refuses a field
 * without its column, or a column here that is not a field
 * (docs/decisions/052-one-product-field-list.md).
 */
const fieldColumns = {
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Base price in cents, for sizes S-XL; 2XL and 3XL add the surcharges of src/shared/pricing. */
  priceCents: integer('price_cents').notNull(),
  /** Ordered; the first one is the main image. */
  images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
  /** Names of the collections the product belongs to. */
  collections: text('collections')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sizes: text('sizes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  colors: text('colors')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  inStock: boolean('in_stock').notNull().default(true),
  featuredInCollections: text('featured_in_collections')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
} satisfies Record<ProductFieldName, PgColumnBuilderBase>;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...fieldColumns,
    stripeProductId: text('stripe_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.priceCents} >= 0`),
    index('products_created_at_idx').on(t.createdAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
