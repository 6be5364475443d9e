// The newsletter popup's texts and picture (spec §3), as the owner last saved them.
import { desc, eq } from 'drizzle-orm';
import type { PopupConfig } from '../../shared/content/content.schema';
import { DEFAULT_POPUP_TEXTS } from '../../shared/marketing/popup-defaults';
import type { PopupConfigInput } from '../../shared/marketing/popup.schema';
import type { Db, DbOrTx } from '../db/client';
import { emailPopupConfig } from '../db/schema/marketing';

/** Shown until the owner saves the popup settings (spec §3). */
export const DEFAULT_POPUP_CONFIG: PopupConfig = { heroImageUrl: null, ...DEFAULT_POPUP_TEXTS };

export async function getPopupConfig(db: DbOrTx): Promise<PopupConfig> {
  const [row] = await db
    .select()
    .from(emailPopupConfig)
    .orderBy(desc(emailPopupConfig.updatedAt))
    .limit(1);
  if (!row) return DEFAULT_POPUP_CONFIG;
  return {
    heroImageUrl: row.heroImageUrl,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    buttonText: row.buttonText,
  };
}

/** The table holds one row (admin §3): the first save inserts it, later ones update it. */
export async function savePopupConfig(
  db: Db,
  input: PopupConfigInput,
  now: Date,
): Promise<PopupConfig> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: emailPopupConfig.id })
      .from(emailPopupConfig)
      .orderBy(desc(emailPopupConfig.updatedAt))
      .limit(1)
      .for('update');
    if (row) {
      await tx
        .update(emailPopupConfig)
        .set({ ...input, updatedAt: now })
        .where(eq(emailPopupConfig.id, row.id));
    } else {
      await tx.insert(emailPopupConfig).values({ ...input, updatedAt: now });
    }
  });
  return getPopupConfig(db);
}
