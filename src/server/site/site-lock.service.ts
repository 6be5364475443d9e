import {
  DEFAULT_SITE_LOCK,
  isLockedAt,
  SiteLockSettingSchema,
  type SiteLockInput,
  type SiteLockSetting,
  type SiteLockSettings,
} from '../../shared/site/site-lock.schema';
import type { DbOrTx } from '../db/client';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { readSetting, writeSetting } from '../settings/setting-values.service';
import { hashBypassPassword, verifyBypassPassword } from './site-lock-secrets';

const KEY = 'site_lock';

export async function getSiteLock(db: DbOrTx): Promise<SiteLockSetting> {
  return (await readSetting(db, KEY, SiteLockSettingSchema)) ?? DEFAULT_SITE_LOCK;
}

function writeSiteLock(db: DbOrTx, value: SiteLockSetting, now: Date): Promise<void> {
  return writeSetting(db, KEY, value, now);
}

/** The owner's view: the effective state at `now`, and never the hash itself. */
export function siteLockSettings(setting: SiteLockSetting, now: Date): SiteLockSettings {
  return {
    isLocked: setting.isLocked,
    isLockedNow: isLockedAt(setting, now),
    message: setting.message,
    hasPassword: setting.bypassPasswordHash !== null,
    mode: setting.mode,
    unlockAt: setting.unlockAt,
  };
}

/** Saves the owner's settings; a blank password keeps the hash already stored. */
export async function saveSiteLock(
  db: DbOrTx,
  parsed: SiteLockInput,
  now: Date,
): Promise<SiteLockSetting> {
  const current = await getSiteLock(db);
  const next: SiteLockSetting = {
    isLocked: parsed.isLocked,
    message: parsed.message,
    bypassPasswordHash:
      parsed.password === undefined
        ? current.bypassPasswordHash
        : await hashBypassPassword(parsed.password),
    mode: parsed.mode,
    unlockAt: parsed.unlockAt === null ? null : new Date(parsed.unlockAt).toISOString(),
  };
  await writeSiteLock(db, next, now);
  return next;
}

/** Whether `password` is the bypass password; false when none is set. */
export async function checkBypassPassword(
  setting: SiteLockSetting,
  password: string,
): Promise<boolean> {
  if (setting.bypassPasswordHash === null) return false;
  return verifyBypassPassword(password, setting.bypassPasswordHash);
}

/** Opens the store (the `site:unlock` command); the message, mode and password stay. */
export async function unlockSite(db: DbOrTx, now: Date): Promise<void> {
  const current = await getSiteLock(db);
  await writeSiteLock(db, { ...current, isLocked: false, unlockAt: null }, now);
}

export interface SiteLockReader {
  get(): Promise<SiteLockSetting>;
  /**
   * After this instance saved the setting: the next request reads it again. `saved`, the value
   * written, is the one served if the database is unreachable before that read succeeds.
   */
  invalidate(saved?: SiteLockSetting): void;
}

/**
 * The setting as every request reads it: kept in memory for a few seconds, since the gate asks
 * on each request. A save on this instance is seen at once; other instances (and the shell
 * command) within `ttlMs`. While the database cannot be reached, the last setting read is
 * served, so a locked store stays locked and an open one keeps serving its catalogue from
 * memory (docs/decisions/042-last-known-lock-during-an-outage.md).
 */
export function createSiteLockReader(db: DbOrTx, ttlMs = 5000): SiteLockReader {
  let cached: { value: Promise<SiteLockSetting>; at: number } | null = null;
  let lastRead: SiteLockSetting | null = null;
  return {
    get() {
      const now = performance.now();
      if (!cached || now - cached.at > ttlMs) {
        const value = getSiteLock(db).then(
          (setting) => {
            lastRead = setting;
            return setting;
          },
          (error: unknown) => {
            // Kept for `ttlMs` like a read: the database is asked again after it, not per request.
            if (lastRead !== null && isDatabaseUnavailable(error)) return lastRead;
            throw error;
          },
        );
        cached = { value, at: now };
        // A failed read is not kept: the next request asks the database again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    invalidate(saved) {
      cached = null;
      if (saved) lastRead = saved;
    },
  };
}
