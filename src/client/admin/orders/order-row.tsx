import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import type { AdminOrderSummary } from '../../../shared/orders/admin-order.schema';
import { orderAge } from './order-age';
import { RefundBadge } from './order-refunds';
import { OrderStatusBadge } from './order-status';

export interface OrderRowProps {
  order: AdminOrderSummary;
  /** The awaiting-payment view also says how long each order has waited. */
  showAge: boolean;
  now: Date;
  onOpen: () => void;
  /** Chosen for the list's packing slips and invoices. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * One order of the list: a checkbox to choose it for a PDF, and the rest of the row opens its
 * detail. On a phone the parts stack. Its quiet text is neutral-600, not muted: on the hovered
 * row's surface muted falls below 4.5:1.
 */
export function OrderRow({ order, showAge, now, onOpen, selected, onSelect }: OrderRowProps) {
  return (
    <div className="flex">
      <label className="flex cursor-pointer items-center pl-4 pr-1">
        <input
          type="checkbox"
          aria-label={`Select order ${order.orderNumber}`}
          className="size-4 accent-ink"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </label>
      <button
        type="button"
        onClick={onOpen}
        className="grid min-w-0 flex-1 grid-cols-[1fr_auto] gap-x-4 gap-y-2 p-4 text-left hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 sm:grid-cols-[9rem_1fr_auto] sm:items-center"
      >
        <span className="min-w-0">
          <span className="block font-semibold">{order.orderNumber}</span>
          <span className="block text-sm text-neutral-600">{formatDate(order.createdAt)}</span>
        </span>
        <span className="order-last col-span-2 min-w-0 sm:order-none sm:col-span-1">
          <span className="block truncate text-sm font-semibold">{order.customerName}</span>
          <span className="block truncate text-sm text-neutral-600">{order.customerEmail}</span>
          {showAge ? (
            <span className="block text-sm font-semibold text-accent-strong">
              {orderAge(order.createdAt, now)}
            </span>
          ) : null}
        </span>
        <span className="flex flex-col items-end gap-1">
          <span className="font-semibold tabular-nums">{formatMoney(order.totalCents)}</span>
          <OrderStatusBadge status={order.status} />
          <RefundBadge order={order} />
        </span>
      </button>
    </div>
  );
}
