// Owner-edited content of the storefront: hero video, featured showcases, size chart.
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';

export const heroSettings = pgTable('hero_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  videoUrl: text('video_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const featuredShowcases = pgTable('featured_showcases', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().default(''),
  lifestyleImageUrl: text('lifestyle_image_url').notNull(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sizeChartContent = pgTable('size_chart_content', {
  id: uuid('id').primaryKey().defaultRandom(),
  productType: text('product_type').notNull().unique(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HeroSettingsRow = typeof heroSettings.$inferSelect;
export type FeaturedShowcaseRow = typeof featuredShowcases.$inferSelect;
export type SizeChartContentRow = typeof sizeChartContent.$inferSelect;
