import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sitePromotions = pgTable(
  'site_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(10),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    bannerMessage: text('banner_message'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_promotions_percentage_check', sql`${t.discountPercentage} between 1 and 100`),
    check('site_promotions_window_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

export type SitePromotionRow = typeof sitePromotions.$inferSelect;
