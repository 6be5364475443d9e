export const ORDER_STATUSES = [
  'pending_payment',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses that count as money received (dashboard revenue). */
export const PAID_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

export const PAYMENT_METHODS = ['cashapp', 'venmo', 'zelle', 'coinbase'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
