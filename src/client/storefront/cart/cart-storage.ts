// The cart lives in the browser (spec §4, Cart: saved on every change, restored on load) under
// the spec's `cart` key. This module is its one reader and writer; the cart context builds on it.
import { readStorage, writeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { parseCartLines, type CartLine } from './cart-lines';

/** The stored lines, or none when nothing readable is stored. */
export function readCart(): CartLine[] {
  return parseCartLines(readStorage('local', STORAGE_KEYS.cart));
}

/**
 * Saves the lines. The browser tells other tabs (`storage` event); this tab's cart is the
 * context that wrote them, so nothing is announced here.
 */
export function writeCart(lines: readonly CartLine[]): void {
  writeStorage('local', STORAGE_KEYS.cart, JSON.stringify(lines));
}
