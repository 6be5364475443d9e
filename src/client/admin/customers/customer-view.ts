import {
  CUSTOMER_SORT_KEYS,
  CUSTOMER_SORTS,
  DEFAULT_CUSTOMER_SORT,
  SORT_DIRECTIONS,
  type CustomerSort,
  type SortDirection,
} from '../../../shared/customers/customer.schema';
import type { CustomersView } from './queries';

/** The view the address bar names (?q=&sort=&dir=); anything unknown reads as the default. */
export function parseCustomersView(params: URLSearchParams): CustomersView {
  const sort =
    CUSTOMER_SORT_KEYS.find((key) => key === params.get('sort')) ?? DEFAULT_CUSTOMER_SORT;
  const dir =
    SORT_DIRECTIONS.find((value) => value === params.get('dir')) ??
    CUSTOMER_SORTS[sort].firstDirection;
  return { q: params.get('q') ?? '', sort, dir };
}

/** The address bar's part of a view: only what differs from the default. */
export function customersViewParams({ q, sort, dir }: CustomersView): Record<string, string> {
  return {
    ...(q ? { q } : {}),
    ...(sort === DEFAULT_CUSTOMER_SORT ? {} : { sort }),
    ...(dir === CUSTOMER_SORTS[sort].firstDirection ? {} : { dir }),
  };
}

/** A column's header clicked: the same column turns around, another starts its own way. */
export function sortedBy(view: CustomersView, sort: CustomerSort): CustomersView {
  if (view.sort === sort) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc' };
  return { ...view, sort, dir: CUSTOMER_SORTS[sort].firstDirection };
}

const DIRECTION_WORDS: Record<CustomerSort, Record<SortDirection, string>> = {
  last_order: { desc: 'newest first', asc: 'oldest first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  email: { asc: 'A to Z', desc: 'Z to A' },
  orders: { desc: 'most first', asc: 'fewest first' },
  spent: { desc: 'highest first', asc: 'lowest first' },
};

/** Every sort the "Sort by" menu offers, each way: "Total spent, highest first". */
export const SORT_CHOICES = CUSTOMER_SORT_KEYS.flatMap((sort) => {
  const first = CUSTOMER_SORTS[sort].firstDirection;
  return [first, first === 'asc' ? 'desc' : 'asc'].map((dir) => ({
    value: `${sort}:${dir}`,
    label: `${CUSTOMER_SORTS[sort].label}, ${DIRECTION_WORDS[sort][dir as SortDirection]}`,
  }));
});

/**
 * What a customer's link carries: the list's search and sort (`?q=…`), so "Customers" on their
 * page leads back to the list as the owner left it.
 */
export interface FromList {
  listSearch: string;
}

/** The list's `?…` from a customer page's location state, or '' (opened from elsewhere). */
export function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state as FromList;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}
