import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders/order-status';
import { Badge, type BadgeTone } from '../../ui/badge';

// The one table of the owner's status names (shared: the CSV export says them too).
export { ORDER_STATUS_LABELS };

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
