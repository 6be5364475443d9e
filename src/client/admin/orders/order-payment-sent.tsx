import { formatDateTime } from '../../../shared/format/date';
import type { AdminOrderSummary } from '../../../shared/orders/admin-order.schema';
import { PAYMENT_METHOD_NAMES } from '../../../shared/orders/payment-methods';

type PaymentNotice = Pick<
  AdminOrderSummary,
  'status' | 'paymentMethod' | 'paymentSentAt' | 'paymentReference'
>;

export const NOT_SENT_YET = 'Not marked as sent yet';
export const sentAtText = (at: string) => `Shopper says sent ${formatDateTime(at)}`;

/**
 * What the owner matches a payment by, in the awaiting-payment list: the method, whether and
 * when the shopper said they sent the money, and the reference they gave (issue 26).
 */
export function PaymentSentLine({ order }: { order: PaymentNotice }) {
  return (
    <span className="block text-sm text-neutral-600">
      <span className="font-semibold text-ink">{PAYMENT_METHOD_NAMES[order.paymentMethod]}</span>
      {' · '}
      {order.paymentSentAt ? (
        <time dateTime={order.paymentSentAt}>{sentAtText(order.paymentSentAt)}</time>
      ) : (
        NOT_SENT_YET
      )}
      {order.paymentReference ? (
        <>
          {' · Ref: '}
          <span className="font-semibold break-all text-ink">{order.paymentReference}</span>
        </>
      ) : null}
    </span>
  );
}

/** The same, in the order's dialog: said once the shopper pressed, or while the order waits. */
export function PaymentSentDetails({ order }: { order: PaymentNotice }) {
  if (!order.paymentSentAt && order.status !== 'pending_payment') return null;
  return (
    <div className="space-y-1">
      <p>
        {order.paymentSentAt ? (
          <time className="font-semibold" dateTime={order.paymentSentAt}>
            {sentAtText(order.paymentSentAt)}
          </time>
        ) : (
          `${NOT_SENT_YET}: the shopper has not pressed "I've Sent the Payment".`
        )}
      </p>
      {order.paymentSentAt ? (
        <p>
          Reference:{' '}
          {order.paymentReference ? (
            <span className="font-semibold break-all">{order.paymentReference}</span>
          ) : (
            <span className="text-muted">none given</span>
          )}
        </p>
      ) : null}
    </div>
  );
}
