import { z } from 'zod';

export const DEFAULT_LOCK_MESSAGE = 'Be Back Soon';

/** The stored `site_lock` setting. The bypass password is kept only as a scrypt hash. */
export const SiteLockSettingSchema = z.object({
  isLocked: z.boolean(),
  message: z.string(),
  bypassPasswordHash: z.string().nullable(),
});
export type SiteLockSetting = z.infer<typeof SiteLockSettingSchema>;

export const DEFAULT_SITE_LOCK: SiteLockSetting = {
  isLocked: false,
  message: DEFAULT_LOCK_MESSAGE,
  bypassPasswordHash: null,
};
