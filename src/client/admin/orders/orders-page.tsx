import { LoadMore } from '../common/load-more';
import { ShoppingCart } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AWAITING_PAYMENT_VIEW } from '../../../shared/orders/admin-order.schema';
import type { AdminScreenProps } from '../common/admin-screen';
import { ExportCsvLink } from '../common/export-csv-link';
import { ListPage } from '../common/list-page';
import { pagedList } from '../common/paged-list';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderSelectionBar } from './order-documents';
import { OrderFilters, parseStatus } from './order-filters';
import { OrderRow } from './order-row';
import { ordersExportPath, useAdminOrders, type OrdersView } from './queries';
import { useOpenOrder } from './use-open-order';
import { useOrderSelection } from './use-order-selection';

export const FAILED_TO_LOAD_ORDERS = 'Failed to load orders';

const count = new Intl.NumberFormat('en-US');

export function OrdersPage({ title }: AdminScreenProps) {
  // The view lives in the URL (?status=&q=): the dashboard links to it, and Back returns to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo<OrdersView>(
    () => ({ status: parseStatus(searchParams.get('status')), q: searchParams.get('q') ?? '' }),
    [searchParams],
  );
  const setView = useCallback(
    (next: OrdersView) =>
      setSearchParams(
        {
          ...(next.status === 'all' ? {} : { status: next.status }),
          ...(next.q ? { q: next.q } : {}),
        },
        // Each keystroke pause is not a page of its own in the history.
        { replace: next.status === view.status },
      ),
    [setSearchParams, view.status],
  );

  const orders = useAdminOrders(view);
  const openOrder = useOpenOrder();
  const awaiting = view.status === AWAITING_PAYMENT_VIEW;
  const filtered = view.status !== 'all' || view.q !== '';
  // Read once per render: the awaiting-payment ages need no ticking clock.
  const now = new Date();

  const list = pagedList(orders, (page) => page.orders);
  const total = orders.data?.pages[0]?.total;
  const selection = useOrderSelection(`${view.status} ${view.q}`, list.data ?? []);

  return (
    <ListPage
      title={title}
      wide
      description={
        total === undefined
          ? undefined
          : `${count.format(total)} ${total === 1 ? 'order' : 'orders'}${
              awaiting ? ' awaiting payment, oldest first' : ''
            }`
      }
      actions={<ExportCsvLink href={ordersExportPath(view)} />}
      query={list}
      texts={{
        loading: 'Loading orders',
        failed: FAILED_TO_LOAD_ORDERS,
        empty: filtered ? 'No orders match' : 'No orders yet',
        emptyHint: filtered
          ? 'Try another status or search.'
          : 'Orders appear here as soon as shoppers check out.',
      }}
      emptyIcon={ShoppingCart}
      listLabel="Orders"
      beforeList={
        <>
          <OrderFilters view={view} onChange={setView} />
          <OrderSelectionBar
            shown={list.data ?? []}
            selected={selection.selected}
            onSelectAll={selection.selectAll}
          />
        </>
      }
      renderItem={(order) => (
        <OrderRow
          order={order}
          showAge={awaiting}
          now={now}
          onOpen={() => openOrder.open(order.id)}
          selected={selection.isSelected(order.id)}
          onSelect={(on) => selection.toggle(order.id, on)}
        />
      )}
    >
      <LoadMore query={orders} />
      <OrderDetailDialog orderId={openOrder.id} onClose={openOrder.close} />
    </ListPage>
  );
}
