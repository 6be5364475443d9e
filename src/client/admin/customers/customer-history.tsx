import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerAddress, CustomerOrder } from '../../../shared/customers/customer.schema';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { OrderStatusBadge } from '../orders/order-status';

/** The customer's orders, newest first; each opens in the Orders screen. */
export function CustomerOrders({ orders }: { orders: CustomerOrder[] }) {
  if (orders.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-600">
        <ShoppingCart aria-hidden="true" className="size-4" />
        No orders yet.
      </p>
    );
  }
  return (
    <ul aria-label="Orders" className="-my-3 divide-y divide-line">
      {orders.map((order) => (
        <li
          key={order.id}
          className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[9rem_1fr_auto]"
        >
          <span>
            <Link
              to={paths.admin.orderInOrders(order.orderNumber, order.id)}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {order.orderNumber}
            </Link>
            <span className="block text-sm text-neutral-600">{formatDate(order.createdAt)}</span>
          </span>
          <span className="order-last col-span-2 text-sm text-neutral-600 sm:order-none sm:col-span-1">
            {order.customerName}
          </span>
          <span className="flex flex-col items-end gap-1">
            <span className="font-semibold tabular-nums">{formatMoney(order.totalCents)}</span>
            <OrderStatusBadge status={order.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Where the customer's orders went, each place once; most recently used first. */
export function CustomerAddresses({ addresses }: { addresses: CustomerAddress[] }) {
  if (addresses.length === 0) {
    return <p className="text-sm text-neutral-600">No shipping addresses: no orders yet.</p>;
  }
  return (
    <ul aria-label="Shipping addresses" className="grid gap-4 sm:grid-cols-2">
      {addresses.map((place) => (
        <li key={`${place.address}|${place.city}|${place.state}|${place.zip}`}>
          <address className="not-italic">
            {place.address}
            <br />
            {place.city}, {place.state} {place.zip}
          </address>
          <p className="text-sm text-neutral-600">
            {place.orderCount === 1 ? '1 order' : `${place.orderCount} orders`}, last on{' '}
            {formatDate(place.lastUsedAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
