import { z } from 'zod';
import { formatMoney } from '../format/money';
import { LiveVisitorsSchema } from '../realtime/presence.schema';

/**
 * What the store announces when an order is saved: on the bus, over the admins' WebSocket
 * and, shortened, in the push notification (spec admin §4 Push alerts).
 */
export const NewOrderEventSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string().min(1),
  customerName: z.string(),
  totalCents: z.number().int().nonnegative(),
  /** ISO 8601: the payload crosses the bus and the socket as JSON. */
  createdAt: z.iso.datetime(),
});
export type NewOrderEvent = z.infer<typeof NewOrderEventSchema>;

/** The realtime endpoint of signed-in admins (a WebSocket, same origin). */
export const ADMIN_REALTIME_PATH = '/api/admin/realtime';

/**
 * Every message the server sends on the admins' socket, told apart by `type`: a new order, or
 * the live visitors (sent on connecting and after every change).
 */
export const AdminRealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new-orders'), payload: NewOrderEventSchema }),
  z.object({ type: z.literal('presence'), payload: LiveVisitorsSchema }),
]);
export type AdminRealtimeMessage = z.infer<typeof AdminRealtimeMessageSchema>;

/** The toast's and the notification's title, word for word from spec admin §8 Push. */
export function newOrderTitle(orderNumber: string): string {
  return `New Order: ${orderNumber}`;
}

/**
 * The line under the title: who ordered and the total.
 * @example newOrderSummary({ customerName: 'Ruth Shopper', totalCents: 6998 }) // "Ruth Shopper · $69.98"
 */
export function newOrderSummary(order: Pick<NewOrderEvent, 'customerName' | 'totalCents'>): string {
  return `${order.customerName} · ${formatMoney(order.totalCents)}`;
}
