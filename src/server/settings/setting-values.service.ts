// The `site_settings` table: one row per setting, its value a JSON document that the setting's
// zod schema reads. Every setting of the store is kept here (the store's profile, its payment
// methods and deadline, the site lock, the owner's setup codes), each by its own key.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { siteSettings } from '../db/schema/settings';

/** A stored value as `schema` reads it; null when there is none or it no longer parses. */
export function parseSetting<T>(value: unknown, schema: z.ZodType<T>): T | null {
  if (value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The setting stored under `key` as `schema` reads it; null when there is none or it no longer parses. */
export async function readSetting<T>(
  db: DbOrTx,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key))
    .limit(1);
  return parseSetting(row?.value, schema);
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeSetting(
  db: DbOrTx,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value, updatedAt: now })
    .onConflictDoUpdate({
      target: siteSettings.settingKey,
      set: { settingValue: value, updatedAt: now },
    });
}

/** Removes the setting stored under `key`, if any. */
export async function deleteSetting(db: DbOrTx, key: string): Promise<void> {
  await db.delete(siteSettings).where(eq(siteSettings.settingKey, key));
}
