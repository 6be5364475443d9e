import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BYPASS_COOKIE_MAX_AGE_SECONDS,
  hashBypassPassword,
  isValidBypassCookie,
  signBypassCookie,
  verifyBypassPassword,
} from './site-lock-secrets';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-22T12:00:00Z');

describe('the bypass password hash', () => {
  it('matches its password only', async () => {
    const hash = await hashBypassPassword('open sesame');
    expect(await verifyBypassPassword('open sesame', hash)).toBe(true);
    expect(await verifyBypassPassword('open sesame ', hash)).toBe(false);
    expect(await verifyBypassPassword('', hash)).toBe(false);
  });

  it('is salted, and a bare SHA-256 (the spec’s old format) never matches', async () => {
    expect(await hashBypassPassword('same')).not.toBe(await hashBypassPassword('same'));
    const sha256 = createHash('sha256').update('same').digest('hex');
    expect(await verifyBypassPassword('same', sha256)).toBe(false);
  });
});

describe('the bypass cookie', () => {
  it('is valid for the stored hash until it expires', async () => {
    const hash = await hashBypassPassword('open sesame');
    const cookie = signBypassCookie(SECRET, hash, NOW);
    expect(isValidBypassCookie(cookie, SECRET, hash, NOW)).toBe(true);
    const almost = new Date(NOW.getTime() + (BYPASS_COOKIE_MAX_AGE_SECONDS - 1) * 1000);
    expect(isValidBypassCookie(cookie, SECRET, hash, almost)).toBe(true);
    const expired = new Date(NOW.getTime() + BYPASS_COOKIE_MAX_AGE_SECONDS * 1000);
    expect(isValidBypassCookie(cookie, SECRET, hash, expired)).toBe(false);
  });

  it('is refused when forged, signed with another secret, or the password changed', async () => {
    const hash = await hashBypassPassword('open sesame');
    const cookie = signBypassCookie(SECRET, hash, NOW);
    const [expiry, mac] = cookie.split('.');
    expect(isValidBypassCookie(`${Number(expiry) + 1}.${mac}`, SECRET, hash, NOW)).toBe(false);
    expect(isValidBypassCookie(`${expiry}.`, SECRET, hash, NOW)).toBe(false);
    expect(isValidBypassCookie('true', SECRET, hash, NOW)).toBe(false);
    expect(isValidBypassCookie(undefined, SECRET, hash, NOW)).toBe(false);
    expect(isValidBypassCookie(cookie, `${SECRET}!`, hash, NOW)).toBe(false);
    expect(isValidBypassCookie(cookie, SECRET, null, NOW)).toBe(false);
    const newHash = await hashBypassPassword('open sesame');
    expect(isValidBypassCookie(cookie, SECRET, newHash, NOW)).toBe(false);
  });
});
