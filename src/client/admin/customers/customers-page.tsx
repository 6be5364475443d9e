import { Contact } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TOTAL_SPENT_NOTE } from '../../../shared/customers/customer.schema';
import type { AdminScreenProps } from '../common/admin-screen';
import { ExportCsvLink } from '../common/export-csv-link';
import { ListPage } from '../common/list-page';
import { LoadMore } from '../common/load-more';
import { pagedList } from '../common/paged-list';
import { CustomerFilters } from './customer-filters';
import { CustomerTableHead, CustomerTableRow } from './customer-table';
import { customersViewParams, parseCustomersView, sortedBy } from './customer-view';
import { customersExportPath, useCustomers, type CustomersView } from './queries';

export const FAILED_TO_LOAD_CUSTOMERS = 'Failed to load customers';

const count = new Intl.NumberFormat('en-US');

/** Everyone who ordered or has an account, one per e-mail address (issue 26, item 5). */
export function CustomersPage({ title }: AdminScreenProps) {
  // The view lives in the URL (?q=&sort=&dir=): Back from a customer returns to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const view = useMemo(() => parseCustomersView(searchParams), [searchParams]);
  const setView = useCallback(
    (next: CustomersView) =>
      // Each pause in typing is not a page of its own in the history; a new sort is.
      setSearchParams(customersViewParams(next), {
        replace: next.sort === view.sort && next.dir === view.dir,
      }),
    [setSearchParams, view.sort, view.dir],
  );

  const customers = useCustomers(view);
  const list = pagedList(customers, (page) => page.customers);
  // Pages are counted by position: a customer whose new order moved them up between two pages
  // would come twice (decision 060).
  const seen = new Set<string>();
  const rows = list.data?.filter((customer) => {
    if (seen.has(customer.id)) return false;
    seen.add(customer.id);
    return true;
  });
  const total = customers.data?.pages[0]?.total;

  return (
    <ListPage
      title={title}
      wide
      description={
        <>
          {total === undefined
            ? null
            : `${count.format(total)} ${total === 1 ? 'customer' : 'customers'}. `}
          {TOTAL_SPENT_NOTE}
        </>
      }
      actions={<ExportCsvLink href={customersExportPath(view)} />}
      query={{ ...list, data: rows }}
      texts={{
        loading: 'Loading customers',
        failed: FAILED_TO_LOAD_CUSTOMERS,
        empty: view.q ? 'No customers match' : 'No customers yet',
        emptyHint: view.q
          ? 'Try another name or email.'
          : 'Customers appear here once someone orders or creates an account.',
      }}
      emptyIcon={Contact}
      listLabel="Customers"
      beforeList={<CustomerFilters view={view} onChange={setView} />}
      tableHead={<CustomerTableHead view={view} onSort={(sort) => setView(sortedBy(view, sort))} />}
      renderItem={(customer) => (
        <CustomerTableRow key={customer.id} customer={customer} listSearch={search} />
      )}
    >
      <LoadMore query={customers} />
    </ListPage>
  );
}
