import { Clock } from 'lucide-react';
import { payByText } from '../../../shared/format/date';
import type { Order } from '../../../shared/orders/order.schema';

/** "Pay by ..." while the order awaits payment: after that time the store cancels it. */
export function PaymentDeadline({ order, className }: { order: Order; className?: string }) {
  if (order.status !== 'pending_payment' || !order.paymentDueAt) return null;
  return (
    <p className={`flex items-center gap-2 text-sm font-semibold ${className ?? ''}`}>
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <time dateTime={order.paymentDueAt}>{payByText(order.paymentDueAt)}</time>, or the order is
        cancelled.
      </span>
    </p>
  );
}
