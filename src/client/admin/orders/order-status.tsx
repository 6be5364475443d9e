import type { OrderStatus } from '../../../shared/orders/order-status';
import { Badge, type BadgeTone } from '../../ui/badge';

/** How the owner reads each status; `pending_payment` reads as shoppers see it (DECISIONS). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting Payment',
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

// Spec admin §4: pending yellow, processing blue, shipped purple, delivered green, cancelled
// red, anything else grey.
const STATUS_TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
