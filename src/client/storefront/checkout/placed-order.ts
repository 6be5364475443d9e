// The order checkout created, kept for this tab's session: if the shopper reloads (or comes
// back from another page) before "I've Sent the Payment", checkout shows the same order and
// its instructions again rather than creating a second order for the same cart.
import type { CreatedOrder, CreateOrder } from '../../../shared/orders/checkout.schema';
import type { PaymentOption } from '../../../shared/orders/payment-methods';
import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { CartLine } from '../cart/cart-lines';

export interface PlacedOrder {
  order: CreatedOrder;
  option: PaymentOption;
  email: string;
}

interface StoredPlacedOrder extends PlacedOrder {
  cart: string;
}

/** What identifies the cart an order was made from: its lines, not their cached prices. */
export function cartSignature(lines: readonly CartLine[]): string {
  return JSON.stringify(
    lines.map((line) => [line.id, line.selectedSize, line.selectedColor, line.quantity]),
  );
}

export function savePlacedOrder(placed: PlacedOrder, lines: readonly CartLine[]): void {
  const stored: StoredPlacedOrder = { ...placed, cart: cartSignature(lines) };
  writeStorage('session', STORAGE_KEYS.placedOrder, JSON.stringify(stored));
}

/** The order made from exactly this cart, or null (a changed cart means a new order). */
export function readPlacedOrder(lines: readonly CartLine[]): PlacedOrder | null {
  const raw = readStorage('session', STORAGE_KEYS.placedOrder);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredPlacedOrder;
    if (stored.cart !== cartSignature(lines) || !stored.order?.orderId) return null;
    return { order: stored.order, option: stored.option, email: stored.email };
  } catch {
    return null;
  }
}

export function forgetPlacedOrder(): void {
  removeStorage('session', STORAGE_KEYS.placedOrder);
  removeStorage('session', STORAGE_KEYS.checkoutAttempt);
}

/**
 * The Idempotency-Key of this checkout attempt: the same for the same order sent again (a
 * retry, a reload of the payment step), a fresh one once anything in the order changes.
 */
export function checkoutAttemptKey(order: CreateOrder): string {
  const signature = JSON.stringify(order);
  const raw = readStorage('session', STORAGE_KEYS.checkoutAttempt);
  try {
    const stored = raw ? (JSON.parse(raw) as { order?: string; key?: string }) : null;
    if (stored?.order === signature && stored.key) return stored.key;
  } catch {
    // An unreadable entry is replaced below.
  }
  const key = crypto.randomUUID();
  writeStorage('session', STORAGE_KEYS.checkoutAttempt, JSON.stringify({ order: signature, key }));
  return key;
}
