import { Send } from 'lucide-react';
import { formatDateTime } from '../../../shared/format/date';
import type { Order } from '../../../shared/orders/order.schema';

/**
 * While the order awaits payment: when the shopper said they sent it, and the reference they
 * gave, so they can check what the store will look for.
 */
export function PaymentSentNote({ order, className }: { order: Order; className?: string }) {
  if (order.status !== 'pending_payment' || !order.paymentSentAt) return null;
  return (
    <p className={`flex gap-2 text-sm ${className ?? ''}`}>
      <Send aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        You told us you sent the payment on{' '}
        <time dateTime={order.paymentSentAt}>{formatDateTime(order.paymentSentAt)}</time>
        {order.paymentReference ? (
          <>
            , with the reference{' '}
            <span className="font-semibold break-all">{order.paymentReference}</span>
          </>
        ) : null}
        . We verify it by hand within 24 hours.
      </span>
    </p>
  );
}
