import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const DEFAULT_LOCK_MESSAGE = 'Be Back Soon';

// Spec admin §8 and storefront §5, word for word.
export const MESSAGE_REQUIRED = 'Please enter a message';
export const PASSWORD_REQUIRED = 'Please enter a password';
export const INVALID_PASSWORD = 'Invalid password';

/**
 * maintenance: the store answers 503 with Retry-After, so search engines keep its pages.
 * pre-launch: 200 with noindex, for a store nobody should find yet (DECISIONS, site lock modes).
 */
export const SITE_LOCK_MODES = ['maintenance', 'pre-launch'] as const;
export type SiteLockMode = (typeof SITE_LOCK_MODES)[number];

/**
 * The stored `site_lock` setting. The bypass password is kept only as a scrypt hash with its
 * own random salt. Rows saved before modes and unlock times existed read as maintenance
 * without an unlock time.
 */
export const SiteLockSettingSchema = z.object({
  isLocked: z.boolean(),
  message: z.string(),
  bypassPasswordHash: z.string().nullable(),
  mode: z.enum(SITE_LOCK_MODES).default('maintenance'),
  /** ISO timestamp after which the store is open again, without anyone saving anything. */
  unlockAt: z.string().nullable().default(null),
});
export type SiteLockSetting = z.infer<typeof SiteLockSettingSchema>;

export const DEFAULT_SITE_LOCK: SiteLockSetting = {
  isLocked: false,
  message: DEFAULT_LOCK_MESSAGE,
  bypassPasswordHash: null,
  mode: 'maintenance',
  unlockAt: null,
};

/**
 * Whether the lock holds at `now`: switched on, and its unlock time (if any) not yet reached.
 * @example isLockedAt({ ...DEFAULT_SITE_LOCK, isLocked: true, unlockAt: '2026-01-01T00:00:00Z' }, new Date('2026-01-02')) // false
 */
export function isLockedAt(
  setting: Pick<SiteLockSetting, 'isLocked' | 'unlockAt'>,
  now: Date,
): boolean {
  if (!setting.isLocked) return false;
  return setting.unlockAt === null || now.getTime() < Date.parse(setting.unlockAt);
}

/** What the owner's screen reads and saves: never the hash, only whether there is one. */
export const SiteLockSettingsSchema = z.object({
  isLocked: z.boolean(),
  /** The lock as visitors meet it now: false once the unlock time has passed. */
  isLockedNow: z.boolean(),
  message: z.string(),
  hasPassword: z.boolean(),
  mode: z.enum(SITE_LOCK_MODES),
  unlockAt: z.string().nullable(),
});
export type SiteLockSettings = z.infer<typeof SiteLockSettingsSchema>;

export const SiteLockInputSchema = z.object({
  isLocked: z.boolean(),
  message: safeText('Message', { multiline: true, required: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(500, 'Message must be at most 500 characters'),
  /** Blank keeps the password already set (spec admin §6). */
  password: safeText('Password')
    .max(200, 'Password must be at most 200 characters')
    .optional()
    .transform((value) => (value?.trim() ? value : undefined)),
  mode: z.enum(SITE_LOCK_MODES),
  unlockAt: z.iso
    .datetime({ offset: true, message: 'Please enter a valid date and time' })
    .nullable(),
});
export type SiteLockInput = z.infer<typeof SiteLockInputSchema>;

/** What the locked page reads (it is open while the store is locked). */
export const SiteLockStatusSchema = z.object({
  isLocked: z.boolean(),
  /** An admin, or a browser holding a valid bypass cookie. */
  hasAccess: z.boolean(),
  message: z.string(),
  mode: z.enum(SITE_LOCK_MODES),
  unlockAt: z.string().nullable(),
});
export type SiteLockStatus = z.infer<typeof SiteLockStatusSchema>;

export const SitePasswordSchema = z.object({
  password: safeText('Password', { required: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(200, INVALID_PASSWORD),
});
export type SitePassword = z.infer<typeof SitePasswordSchema>;
