import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailSubscribers = pgTable('email_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  phone: text('phone'),
  source: text('source').notNull().default('popup'),
  isActive: boolean('is_active').notNull().default(true),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /** The subscriber's own single-use newsletter code (10% off). */
  discountCode: text('discount_code').unique(),
  discountUsed: boolean('discount_used').notNull().default(false),
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and upper-cased. */
    code: text('code').notNull().unique(),
    discountPercentage: integer('discount_percentage').notNull().default(10),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(false),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('discount_codes_percentage_check', sql`${t.discountPercentage} between 1 and 100`)],
);

export const emailPopupConfig = pgTable('email_popup_config', {
  id: uuid('id').primaryKey().defaultRandom(),
  heroImageUrl: text('hero_image_url'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  description: text('description').notNull(),
  buttonText: text('button_text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmailSubscriberRow = typeof emailSubscribers.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type EmailPopupConfigRow = typeof emailPopupConfig.$inferSelect;
