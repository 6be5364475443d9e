import { eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_LOCK,
  SiteLockSettingSchema,
  type SiteLockSetting,
} from '../../shared/site/site-lock.schema';
import type { DbOrTx } from '../db/client';
import { siteSettings } from '../db/schema/site';

export async function getSiteLock(db: DbOrTx): Promise<SiteLockSetting> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, 'site_lock'))
    .limit(1);
  const parsed = SiteLockSettingSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SITE_LOCK;
}
