// The discount the shopper applied at checkout, and the newsletter code waiting to be used, in
// the spec's browser-storage keys (storefront §3 and §9). This module is their one reader and
// writer; it stays small because the storefront layout's reminder badge reads it on every page.
import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { DISCOUNT_CODE_UPDATED_EVENT } from '../newsletter/use-newsletter-signup';

export interface AppliedDiscount {
  code: string;
  percentage: number;
}

function parseAppliedDiscount(stored: string | null): AppliedDiscount | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<AppliedDiscount> | null;
    return typeof value?.code === 'string' &&
      value.code !== '' &&
      typeof value.percentage === 'number' &&
      value.percentage > 0 &&
      value.percentage <= 100
      ? { code: value.code, percentage: value.percentage }
      : null;
  } catch {
    return null;
  }
}

/**
 * The applied discount: this visit's (sessionStorage) first, then the one remembered by the
 * browser (localStorage), so a reload or a new tab keeps it. The server checks it again with
 * the order, so a stale one only costs the shopper a message.
 */
export function readAppliedDiscount(): AppliedDiscount | null {
  return (
    parseAppliedDiscount(readStorage('session', STORAGE_KEYS.appliedDiscount)) ??
    parseAppliedDiscount(readStorage('local', STORAGE_KEYS.appliedDiscount))
  );
}

/** The spec's "applied-discount flag": any stored value, readable or not, hides the reminder. */
export function hasAppliedDiscount(): boolean {
  return (
    readStorage('local', STORAGE_KEYS.appliedDiscount) !== null ||
    readStorage('session', STORAGE_KEYS.appliedDiscount) !== null
  );
}

export function saveAppliedDiscount(discount: AppliedDiscount): void {
  const value = JSON.stringify(discount);
  writeStorage('session', STORAGE_KEYS.appliedDiscount, value);
  writeStorage('local', STORAGE_KEYS.appliedDiscount, value);
}

export function clearAppliedDiscount(): void {
  removeStorage('session', STORAGE_KEYS.appliedDiscount);
  removeStorage('local', STORAGE_KEYS.appliedDiscount);
}

/** The newsletter code the sign-up form stored, upper-cased as checkout uses it. */
export function readStoredDiscountCode(): string | null {
  return readStorage('local', STORAGE_KEYS.discountCode)?.trim().toUpperCase() || null;
}

/** Forgets the stored newsletter code (it is invalid, or an order has just used it). */
export function forgetStoredDiscountCode(): void {
  removeStorage('local', STORAGE_KEYS.discountCode);
  // The reminder badge hides on the same event that shows it.
  window.dispatchEvent(new Event(DISCOUNT_CODE_UPDATED_EVENT));
}
