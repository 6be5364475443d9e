// The hashes of the owner's setup codes in force (auth/owner-claim.service.ts), kept in the
// database so every copy of the store on one PostgreSQL database accepts the code any of them
// printed.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { siteSettings } from '../db/schema/settings';

/** The site_settings row listing the hashes, newest first. */
export const OWNER_SETUP_CODES_KEY = 'owner_setup_codes';
/** Copies of a store on PostgreSQL each print a code; the latest ones stay valid. */
const SHARED_CODES_KEPT = 10;

/**
 * Puts a code's hash in force. `alongside`: it joins the codes other copies issued (the same
 * hash is listed once); otherwise it replaces them, as a restart of the only copy does.
 */
export async function addSetupCodeHash(
  db: DbOrTx,
  hash: string,
  alongside: boolean,
): Promise<void> {
  const value = sql`jsonb_build_array(${hash}::text)`;
  const kept = sql`(select jsonb_agg(h order by n) from (select h, n from jsonb_array_elements(${value} || (${siteSettings.settingValue} - ${hash}::text)) with ordinality as e(h, n) order by n limit ${SHARED_CODES_KEPT}) as kept)`;
  await db
    .insert(siteSettings)
    .values({ settingKey: OWNER_SETUP_CODES_KEY, settingValue: value })
    .onConflictDoUpdate({
      target: siteSettings.settingKey,
      set: { settingValue: alongside ? kept : value, updatedAt: sql`now()` },
    });
}

/**
 * Takes every code out of force if `hash` is one of them: true for the one caller of two
 * racing with the same code whose statement deleted the row.
 */
export async function useSetupCodeHash(db: DbOrTx, hash: string): Promise<boolean> {
  const used = await db
    .delete(siteSettings)
    .where(
      and(
        eq(siteSettings.settingKey, OWNER_SETUP_CODES_KEY),
        sql`${siteSettings.settingValue} ? ${hash}`,
      ),
    )
    .returning({ key: siteSettings.settingKey });
  return used.length > 0;
}
