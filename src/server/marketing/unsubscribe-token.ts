// Unsubscribe links carry an HMAC of the address (DECISIONS.md): a link works only for the
// address it was made for, and nobody can unsubscribe someone else by guessing.
import { createHmac, timingSafeEqual } from 'node:crypto';

function digest(secret: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest();
}

export function unsubscribeToken(secret: string, email: string): string {
  return digest(secret, email).subarray(0, 18).toString('base64url');
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page shoppers open from the e-mail's footer. */
export function unsubscribePageUrl(publicUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${publicUrl}/unsubscribe?${query}`;
}

/** The one-click endpoint of the List-Unsubscribe header (RFC 8058: answered to a POST). */
export function unsubscribeApiUrl(publicUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${publicUrl}/api/newsletter/unsubscribe?${query}`;
}
