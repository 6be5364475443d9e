import { formatMoney } from '../../../shared/format/money';
import type { AdminOrder } from '../../../shared/orders/admin-order.schema';
import { ORDER_STATUS_LABELS } from './order-status';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function TotalLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The totals the order was saved with; they never change after checkout. */
export function OrderTotals({ order }: { order: AdminOrder }) {
  const discountLabel = order.discountCode
    ? `Discount (${order.discountCode}${order.discountPercentage ? `, ${order.discountPercentage}%` : ''})`
    : 'Discount';
  return (
    <dl aria-label="Order totals" className="space-y-1 text-sm">
      <TotalLine label="Subtotal" value={formatMoney(order.subtotalCents)} />
      {order.discountCents > 0 ? (
        <TotalLine label={discountLabel} value={`-${formatMoney(order.discountCents)}`} />
      ) : null}
      <TotalLine
        label="Shipping"
        value={order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents)}
      />
      <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(order.totalCents)}</dd>
      </div>
    </dl>
  );
}

/** Every status change, oldest first: who moved the order and when. */
export function OrderHistory({ history }: { history: AdminOrder['history'] }) {
  if (history.length === 0) {
    return <p className="text-sm text-muted">No status changes yet.</p>;
  }
  return (
    <ol aria-label="Status history" className="space-y-2 text-sm">
      {history.map((change) => (
        <li key={change.id} className="border-l-2 border-line pl-3">
          <p className="font-semibold">
            {ORDER_STATUS_LABELS[change.fromStatus]} → {ORDER_STATUS_LABELS[change.toStatus]}
          </p>
          <p className="text-muted">
            {change.changedBy
              ? `${change.changedBy.name} (${change.changedBy.email})`
              : 'By the store'}{' '}
            · <time dateTime={change.changedAt}>{dateTime.format(new Date(change.changedAt))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
