import { ChevronRight, Package } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../ui/toast';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { OrderRefundText, OrderStatusBadge } from '../orders/order-status';
import { useOrderHistory } from './queries';

// Spec §8, word for word.
export const ORDERS_LOAD_FAILED = 'Failed to load orders';
const NO_ORDERS = "You haven't placed any orders yet.";

/** The shopper's orders, newest first, each opening its detail page (spec §2, Account). */
export function OrderHistory() {
  const orders = useOrderHistory(true);
  const failed = orders.isError;

  useEffect(() => {
    if (failed) toast.error(ORDERS_LOAD_FAILED);
  }, [failed]);

  if (orders.isPending) return <Spinner label="Loading orders" />;
  // Spec §8: a failed list is announced and then appears empty.
  const list = orders.data ?? [];
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center py-8 text-center">
        <Package aria-hidden="true" className="size-10 text-muted" />
        <p className="mt-3 text-sm text-muted">{NO_ORDERS}</p>
        <Link to={paths.products()} className={buttonStyles({ size: 'sm', className: 'mt-5' })}>
          Start Shopping
        </Link>
      </div>
    );
  }

  return (
    <ul aria-label="Orders" className="divide-y divide-line border-y border-line">
      {list.map((order) => (
        <li key={order.id}>
          <Link
            to={paths.order(order.id)}
            className="flex items-center gap-4 py-4 hover:bg-surface sm:px-2"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-mono text-sm font-bold tracking-wider">{order.orderNumber}</p>
              <p className="text-sm text-muted">{formatDate(order.createdAt)}</p>
            </div>
            <div className="flex flex-col items-end gap-1.5">
              <p className="text-sm font-semibold tabular-nums">{formatMoney(order.totalCents)}</p>
              <OrderStatusBadge status={order.status} />
              <OrderRefundText order={order} className="text-xs" />
            </div>
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
