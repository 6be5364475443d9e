import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value settings: `site_lock`, `payment_methods`, `store_profile`. Each value is parsed by its zod schema. */
export const siteSettings = pgTable('site_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteSettingRow = typeof siteSettings.$inferSelect;
