import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Key/value settings: `site_lock`, `payment_methods`, `store_profile`. Each value is parsed by its zod schema. */
export const siteSettings = pgTable('site_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteSettingRow = typeof siteSettings.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
