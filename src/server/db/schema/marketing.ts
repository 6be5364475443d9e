import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

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
    /** Optional limits: total uses, one use per customer e-mail, a minimum merchandise subtotal. */
    maxUses: integer('max_uses'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    minSubtotalCents: integer('min_subtotal_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_percentage_check', sql`${t.discountPercentage} between 1 and 100`),
    check('discount_codes_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check(
      'discount_codes_min_subtotal_check',
      sql`${t.minSubtotalCents} is null or ${t.minSubtotalCents} >= 0`,
    ),
  ],
);

/** Each order's use of a shop code, by the customer's e-mail: "one use per customer" reads it. */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** The order's customer e-mail, lower-cased. */
    email: text('email').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_code_uses_code_email_idx').on(t.discountCodeId, t.email)],
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
export type DiscountCodeUseRow = typeof discountCodeUses.$inferSelect;
export type EmailPopupConfigRow = typeof emailPopupConfig.$inferSelect;
