/** What an order's history records besides status changes and refunds (order_events.kind). */
export const ORDER_EVENT_KINDS = ['note', 'mail'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
