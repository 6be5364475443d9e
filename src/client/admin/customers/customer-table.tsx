import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import {
  CUSTOMER_SORTS,
  TOTAL_SPENT_NOTE,
  type CustomerSort,
  type CustomerSummary,
} from '../../../shared/customers/customer.schema';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { Badge } from '../../ui/badge';
import type { FromList } from './customer-view';
import type { CustomersView } from './queries';

// Which columns a narrow screen leaves out: a phone shows name (with the e-mail and flags under
// it), orders and total spent; the rest is one tap away, on the customer's page.
const FROM_SMALL = 'hidden sm:table-cell';
const FROM_MEDIUM = 'hidden md:table-cell';

function SortHeader({
  sort,
  view,
  onSort,
  className,
  title,
}: {
  sort: CustomerSort;
  view: CustomersView;
  onSort: (sort: CustomerSort) => void;
  className?: string;
  title?: string;
}) {
  const current = view.sort === sort;
  const Arrow = view.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={current ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={clsx('px-4 py-3', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        title={title}
        className={clsx(
          'inline-flex items-center gap-1 tracking-wider uppercase hover:text-ink',
          current && 'text-ink',
        )}
      >
        {CUSTOMER_SORTS[sort].label}
        {current ? <Arrow aria-hidden="true" className="size-3" /> : null}
      </button>
    </th>
  );
}

export function CustomerTableHead({
  view,
  onSort,
}: {
  view: CustomersView;
  onSort: (sort: CustomerSort) => void;
}) {
  return (
    <tr>
      <SortHeader sort="name" view={view} onSort={onSort} />
      <SortHeader sort="email" view={view} onSort={onSort} className={FROM_SMALL} />
      <SortHeader sort="orders" view={view} onSort={onSort} className="text-right" />
      <SortHeader
        sort="spent"
        view={view}
        onSort={onSort}
        className="text-right"
        title={TOTAL_SPENT_NOTE}
      />
      <SortHeader sort="last_order" view={view} onSort={onSort} className={FROM_MEDIUM} />
      <th scope="col" className={clsx('px-4 py-3', FROM_MEDIUM)}>
        Subscriber
      </th>
    </tr>
  );
}

function SubscriberBadge({ subscriber }: { subscriber: boolean }) {
  return subscriber ? <Badge tone="green">Subscriber</Badge> : null;
}

/** One customer; their name opens their page. `listSearch`: the list's `?…`, for the way back. */
export function CustomerTableRow({
  customer,
  listSearch,
}: {
  customer: CustomerSummary;
  listSearch: string;
}) {
  const fromList: FromList = { listSearch };
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <Link
          to={paths.admin.customer(customer.id)}
          state={fromList}
          className="font-semibold break-words underline-offset-2 hover:underline"
        >
          {customer.name || customer.email}
        </Link>
        <span className="block text-neutral-600 break-all sm:hidden">{customer.email}</span>
        <span className="mt-1 flex flex-wrap gap-1 md:hidden">
          <SubscriberBadge subscriber={customer.subscriber} />
          {customer.account ? null : <Badge tone="grey">Guest</Badge>}
        </span>
      </td>
      <td className={clsx('px-4 py-3 break-all', FROM_SMALL)}>
        {customer.email}
        {customer.account ? null : (
          <Badge tone="grey" className="ml-2 hidden md:inline-flex">
            Guest
          </Badge>
        )}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{customer.orderCount}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
        {formatMoney(customer.spentCents)}
      </td>
      <td className={clsx('px-4 py-3 whitespace-nowrap', FROM_MEDIUM)}>
        {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : '—'}
      </td>
      <td className={clsx('px-4 py-3', FROM_MEDIUM)}>
        {customer.subscriber ? <SubscriberBadge subscriber /> : 'No'}
      </td>
    </tr>
  );
}
