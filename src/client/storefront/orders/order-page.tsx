import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatDate } from '../../../shared/format/date';
import { ORDER_STATUS_TEXT, type Order } from '../../../shared/orders/order.schema';
import { PAYMENT_METHOD_NAMES, type OrderPayment } from '../../../shared/orders/payment-methods';
import { useMe } from '../../lib/me';
import { useSignedOutRedirect } from '../../lib/sign-out';
import type { PageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { OrderItemList } from '../../ui/order-item-list';
import { Spinner } from '../../ui/spinner';
import { AwaitingPayment } from '../payment/awaiting-payment';
import { OrderRefundText, OrderStatusBadge } from './order-status';
import { PaymentDeadline } from './payment-deadline';
import { OrderTotals } from './order-totals';
import { useOrder } from './queries';
import { TrackingInfo } from './tracking-info';

/** Like /account's head: a private page, named by its order once loaded. */
function orderPageMeta(orderNumber: string | undefined): PageMeta {
  return {
    title: orderNumber ? `Order ${orderNumber}` : 'Order',
    description: 'Your order.',
    noindex: true,
  };
}

function Loading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading order" className="size-8" />
    </div>
  );
}

function OrderDetail({ order, payment }: { order: Order; payment: OrderPayment | null }) {
  const status = ORDER_STATUS_TEXT[order.status];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={paths.account}
        className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Account
      </Link>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl tracking-tighter uppercase sm:text-4xl">
          Order {order.orderNumber}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-sm text-muted">
        Placed on {formatDate(order.createdAt)} · {PAYMENT_METHOD_NAMES[order.paymentMethod]}
      </p>
      <p className="mt-3 text-sm">{status.description}</p>
      <OrderRefundText order={order} className="mt-1" />
      <PaymentDeadline order={order} className="mt-2" />
      {payment ? (
        <div className="mt-8 max-w-3xl">
          <AwaitingPayment payment={payment} />
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Items</CardTitle>
          </CardHeader>
          <CardContent>
            <OrderItemList items={order.items} />
            <OrderTotals
              totals={order}
              discountPercentage={order.discountPercentage}
              className="mt-4 border-t border-line pt-4"
            />
          </CardContent>
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Shipping Address</CardTitle>
            </CardHeader>
            <CardContent>
              <address className="text-sm leading-relaxed not-italic">
                {order.customerName}
                <br />
                {order.shippingAddress}
                <br />
                {order.shippingCity}, {order.shippingState} {order.shippingZip}
                <br />
                <span className="text-muted">{order.customerEmail}</span>
              </address>
            </CardContent>
          </Card>
          {order.trackingNumber || order.trackingUrl ? (
            <Card>
              <CardHeader>
                <CardTitle>Tracking</CardTitle>
              </CardHeader>
              <CardContent>
                <TrackingInfo order={order} />
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Order detail (spec §2): sign-in required; an order that cannot be loaded goes to /account. */
export function OrderPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const order = useOrder(id, signedIn);
  const signedOutRedirect = useSignedOutRedirect();
  const failed = order.isError;
  usePageMeta(orderPageMeta(order.data?.order.orderNumber));

  useEffect(() => {
    // Spec §8: logged, then back to the account page.
    if (failed) console.warn('Order could not be loaded', id, order.error);
  }, [failed, id, order.error]);

  if (me.isPending) return <Loading />;
  if (!signedIn) return <Navigate to={signedOutRedirect} replace />;
  if (failed || !id) return <Navigate to={paths.account} replace />;
  if (order.isPending) return <Loading />;
  return <OrderDetail order={order.data.order} payment={order.data.payment} />;
}
