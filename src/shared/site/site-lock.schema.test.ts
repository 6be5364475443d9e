import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_LOCK, isLockedAt, SiteLockSettingSchema } from './site-lock.schema';

const locked = { ...DEFAULT_SITE_LOCK, isLocked: true };

describe('isLockedAt', () => {
  it('is false while the switch is off, whatever the unlock time', () => {
    expect(isLockedAt(DEFAULT_SITE_LOCK, new Date('2026-11-22T12:00:00Z'))).toBe(false);
  });

  it('holds without an unlock time', () => {
    expect(isLockedAt(locked, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('holds until the unlock time and opens at it', () => {
    const setting = { ...locked, unlockAt: '2026-11-22T13:00:00.000Z' };
    expect(isLockedAt(setting, new Date('2026-11-22T12:59:59.999Z'))).toBe(true);
    expect(isLockedAt(setting, new Date('2026-11-22T13:00:00.000Z'))).toBe(false);
  });
});

describe('the stored setting', () => {
  it('reads a row saved before modes and unlock times as maintenance without one', () => {
    expect(
      SiteLockSettingSchema.parse({ isLocked: true, message: 'Hi', bypassPasswordHash: null }),
    ).toEqual({
      isLocked: true,
      message: 'Hi',
      bypassPasswordHash: null,
      mode: 'maintenance',
      unlockAt: null,
    });
  });
});
