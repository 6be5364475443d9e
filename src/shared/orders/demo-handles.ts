// The example payment handles a new store offers (DEFAULT_PAYMENT_METHODS is built from them):
// not the owner's, so until every offered method has its own, the store is a demo and says so
// (docs/decisions/066-before-you-open.md). No zod here: the storefront's layout reads it.
import type { PaymentMethod } from './order-status';

/** Where a new store's methods "send" money; crypto has none (it is off until a wallet is set). */
export const DEMO_HANDLES: Readonly<Record<PaymentMethod, string>> = {
  cashapp: '$CTKApparel',
  venmo: '@CTK-Apparel',
  zelle: 'payments@example.com',
  coinbase: '',
};

/** The bar on every storefront page while the store is a demo. */
export const DEMO_STORE_BAR = "Demo store: don't send money";
export const DEMO_STORE_BAR_DETAIL = 'The payment handles here are examples.';
/** Beside a handle that is an example: at checkout, on the order's pages and in its e-mails. */
export const DEMO_HANDLE_NOTE =
  "This handle is an example: this is a demo store, so don't send money to it.";
/** At checkout's choice of method, before the handle is shown. */
export const DEMO_HANDLES_NOTE =
  "The payment handles are examples: this is a demo store, so don't send money.";

/** Whether `handle` is the example a new store offers for `method` (case and spaces aside). */
export function isDemoHandle(method: PaymentMethod, handle: string): boolean {
  const demo = DEMO_HANDLES[method];
  return demo !== '' && handle.trim().toLowerCase() === demo.toLowerCase();
}

/**
 * A store is a demo while a method it offers still sends to an example handle. `offered` is
 * what checkout lists: each method with its handle.
 */
export function offersDemoHandle(
  offered: readonly { id: PaymentMethod; handle: string }[],
): boolean {
  return offered.some((option) => isDemoHandle(option.id, option.handle));
}
