import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductImage } from '../../../shared/catalog/product.schema';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
