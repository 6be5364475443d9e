/**
 * The header the checkout sends with its order: one random key per checkout attempt, so a
 * retry (a lost answer, a reload) gets the first order back instead of making a second.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Keys the server accepts: 16 to 100 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
