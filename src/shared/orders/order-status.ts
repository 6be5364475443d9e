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

/**
 * How the owner's screens and the CSV export name each status; `pending_payment` reads as
 * shoppers see it (DECISIONS.md).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting Payment',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What choosing each status means, under the owner's status select (decision 065). */
export const ORDER_STATUS_HINTS: Readonly<Record<OrderStatus, string>> = {
  pending_payment:
    'Awaiting Payment: placed, the money not yet confirmed. Mark as Paid moves it to Processing; unpaid by its deadline, it is cancelled.',
  pending:
    'Pending: received with no payment to wait for (an order you took by hand, a replacement). The store never sets it; a paid order goes to Processing.',
  processing: 'Processing: paid, being made (3-7 business days).',
  shipped:
    'Shipped: with a tracking number, the customer gets the shipping e-mail; without one, no e-mail goes out.',
  delivered: 'Delivered: the customer has it.',
  cancelled: 'Cancelled: nothing more happens to the order.',
};
