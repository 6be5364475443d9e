import { formatMoney } from '../../../shared/format/money';
import type { AdminOrder } from '../../../shared/orders/admin-order.schema';

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
