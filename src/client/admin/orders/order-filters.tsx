import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  AWAITING_PAYMENT_VIEW,
  ORDER_STATUS_FILTERS,
  type OrderStatusFilter,
} from '../../../shared/orders/admin-order.schema';
import { paths } from '../../paths';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';
import { SearchField } from '../common/search-field';
import { ORDER_STATUS_LABELS } from './order-status';
import type { OrdersView } from './queries';

const SEARCH_DELAY_MS = 300;

/** A status from the address bar or the filter; anything unknown shows every order. */
export function parseStatus(value: string | null): OrdersView['status'] {
  if (value === AWAITING_PAYMENT_VIEW) return AWAITING_PAYMENT_VIEW;
  return ORDER_STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

const filterLabel = (filter: OrderStatusFilter) =>
  filter === 'all' ? 'All Orders' : ORDER_STATUS_LABELS[filter];

function ViewLink({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={clsx(
        'border-b-2 px-1 pb-2 text-sm font-semibold tracking-wider uppercase',
        current ? 'border-ink text-ink' : 'border-transparent text-neutral-600 hover:text-ink',
      )}
    >
      {label}
    </Link>
  );
}

export interface OrderFiltersProps {
  view: OrdersView;
  onChange: (view: OrdersView) => void;
}

/**
 * The two views (every order, or those awaiting payment), the spec's status filter (admin §9:
 * exactly all, pending, processing, shipped, delivered, cancelled) and a search that waits for
 * the owner to stop typing.
 */
export function OrderFilters({ view, onChange }: OrderFiltersProps) {
  const id = useId();
  const awaiting = view.status === AWAITING_PAYMENT_VIEW;
  const [search, setSearch] = useState(view.q);

  // Back and forward change the URL under the box: show what it now says.
  useEffect(() => setSearch(view.q), [view.q]);

  useEffect(() => {
    if (search.trim() === view.q) return;
    const timer = setTimeout(() => onChange({ ...view, q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, view, onChange]);

  return (
    <div className="space-y-4">
      <nav aria-label="Order views" className="flex gap-6 border-b border-line">
        <ViewLink to={paths.admin.orders} current={!awaiting} label="All Orders" />
        <ViewLink to={paths.admin.awaitingPayment} current={awaiting} label="Awaiting Payment" />
      </nav>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {awaiting ? null : (
          <div className="space-y-2 sm:w-52">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <Select
              id={`${id}-status`}
              value={view.status}
              onChange={(event) => onChange({ ...view, status: parseStatus(event.target.value) })}
            >
              {ORDER_STATUS_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {filterLabel(filter)}
                </option>
              ))}
            </Select>
          </div>
        )}
        <SearchField
          id={`${id}-search`}
          value={search}
          onChange={setSearch}
          placeholder="Order number, name or email"
          maxLength={100}
        />
      </div>
    </div>
  );
}
