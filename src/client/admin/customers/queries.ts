import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CustomerSort, SortDirection } from '../../../shared/customers/customer.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const customers = api.admin.customers;

/** What the Customers screen shows: a search, a sort and its direction. */
export interface CustomersView {
  /** Part of a name or e-mail address; '' for none. */
  q: string;
  sort: CustomerSort;
  dir: SortDirection;
}

const toQuery = ({ q, sort, dir }: CustomersView) => ({ sort, dir, ...(q ? { q } : {}) });

/** The customers of a view, a page at a time. */
export function useCustomers(view: CustomersView) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.customers.list(view),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        customers.$get(
          { query: { ...toQuery(view), offset: String(pageParam) } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}

/** The CSV download of a view: a same-origin link, so the session cookie goes with it. */
export function customersExportPath(view: CustomersView): string {
  return customers.export.$path({ query: toQuery(view) });
}

/** One customer with their orders and addresses. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.customers.detail(id),
    queryFn: ({ signal }) =>
      callApi(customers[':id'].$get({ param: idParam(id) }, { init: { signal } })),
  });
}
