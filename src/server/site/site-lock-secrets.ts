// The bypass password and the bypass cookie. The password is kept only as a scrypt hash with
// its own random salt (DECISIONS, "Secrets"): a leaked settings row does not give the password
// away, and the same password saved twice hashes differently. The cookie proves that this
// browser typed the password: an expiry and an HMAC (session secret) over the expiry and the
// stored hash, so saving a new password (new salt, new hash) ends every cookie issued before.
import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * One of OWASP's equivalent scrypt settings (N=2^15, r=8, p=3): 32 MiB per attempt rather than
 * the 128 MiB of N=2^17, so a burst of attempts cannot exhaust the server's memory.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
/** 128 * N * r bytes is exactly Node's 32 MiB default, which it refuses; leave room. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url), so stronger parameters can come later without a migration. */
export async function hashBypassPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...SCRYPT, maxmem: MAX_MEMORY });
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time; a hash in any other format (a bare SHA-256) never matches. */
export async function verifyBypassPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const BYPASS_COOKIE = 'ctk_site_access';
/** How long a typed password lets a browser in before it is asked again. */
export const BYPASS_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

function signature(secret: string, expiresAt: number, passwordHash: string): Buffer {
  return createHmac('sha256', secret).update(`site-access\n${expiresAt}\n${passwordHash}`).digest();
}

/** The cookie's value: `<expiry in epoch seconds>.<HMAC>`. */
export function signBypassCookie(secret: string, passwordHash: string, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + BYPASS_COOKIE_MAX_AGE_SECONDS;
  return `${expiresAt}.${signature(secret, expiresAt, passwordHash).toString('base64url')}`;
}

/** True when the value was signed by us, for the password stored now, and has not expired. */
export function isValidBypassCookie(
  value: string | undefined,
  secret: string,
  passwordHash: string | null,
  now: Date,
): boolean {
  if (!value || !passwordHash) return false;
  const [expiry, mac] = value.split('.');
  const expiresAt = Number(expiry);
  if (!mac || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now.getTime()) return false;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, expiresAt, passwordHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
