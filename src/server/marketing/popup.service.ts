// The newsletter popup's texts and picture (spec §3), as the owner last saved them.
import type { PopupConfig } from '../../shared/content/content.schema';
import type { DbOrTx } from '../db/client';
import { emailPopupConfig } from '../db/schema/marketing';

/** Shown until the owner saves the popup settings (spec §3). */
export const DEFAULT_POPUP_CONFIG: PopupConfig = {
  heroImageUrl: null,
  title: 'Get 10% Off',
  subtitle: 'Join the CTK Family',
  description: 'Get access to exclusive drops, early access, and insider deals.',
  buttonText: 'Claim Your 10% Off',
};

export async function getPopupConfig(db: DbOrTx): Promise<PopupConfig> {
  const [row] = await db.select().from(emailPopupConfig).limit(1);
  if (!row) return DEFAULT_POPUP_CONFIG;
  return {
    heroImageUrl: row.heroImageUrl,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    buttonText: row.buttonText,
  };
}
