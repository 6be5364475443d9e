import { clsx } from 'clsx';
import { CheckCircle2, Clock, Truck, XCircle, type LucideIcon } from 'lucide-react';
import { formatMoney } from '../../../shared/format/money';
import { ORDER_STATUS_TEXT, type Order } from '../../../shared/orders/order.schema';
import { refundStatus } from '../../../shared/orders/refunds';
import { Badge, type BadgeTone } from '../../ui/badge';

type OrderStatus = Order['status'];

/** Spec §4: pending yellow, processing blue, shipped purple, delivered green, cancelled red, other grey. */
const BADGE_TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

/** The shopper's word for a status (spec §4; DECISIONS.md: pending_payment is "Awaiting Payment"). */
export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_TEXT[status].label;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={BADGE_TONES[status] ?? 'grey'}>{orderStatusLabel(status)}</Badge>;
}

/**
 * Spec §4: green check for delivered (or completed), red cross for cancelled, the accent for
 * processing and shipped, muted otherwise.
 */
const ICONS: Partial<Record<OrderStatus, { icon: LucideIcon; className: string }>> = {
  delivered: { icon: CheckCircle2, className: 'text-green-700' },
  cancelled: { icon: XCircle, className: 'text-red-700' },
  processing: { icon: Clock, className: 'text-accent' },
  shipped: { icon: Truck, className: 'text-accent' },
};

export function OrderStatusIcon({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  const { icon: Icon, className: tone } = ICONS[status] ?? { icon: Clock, className: 'text-muted' };
  return <Icon aria-hidden="true" className={clsx('shrink-0', tone, className)} />;
}

/**
 * What the store gave back, beside the status: "Refunded $74.98", or "Partially refunded $20.00
 * of $74.98" (docs/decisions/064). Nothing when nothing was refunded.
 */
export function OrderRefundText({
  order,
  className,
}: {
  order: Pick<Order, 'totalCents' | 'refundedCents'>;
  className?: string;
}) {
  const status = refundStatus(order);
  if (!status) return null;
  return (
    <p className={clsx('text-sm font-semibold', className)}>
      {status.text}
      {status.label === 'Refunded' ? '' : ` of ${formatMoney(order.totalCents)}`}
    </p>
  );
}
