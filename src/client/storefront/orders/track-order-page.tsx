import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { ORDER_STATUS_TEXT, type Order } from '../../../shared/orders/order.schema';
import type { OrderPayment } from '../../../shared/orders/payment-methods';
import { ApiRequestError } from '../../lib/api';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { FormMessage } from '../../ui/form-message';
import { OrderItemList } from '../../ui/order-item-list';
import { Spinner } from '../../ui/spinner';
import { AwaitingPayment } from '../payment/awaiting-payment';
import { OrderRefundText, OrderStatusIcon } from './order-status';
import { PaymentDeadline } from './payment-deadline';
import { useTrackOrder } from './queries';
import { TrackingInfo } from './tracking-info';

// Spec §5 and §8, word for word (the 404 and 429 texts come from the server).
export const BOTH_REQUIRED = 'Please enter both order number and email';
export const ORDER_FOUND = 'Order found!';
export const TRACK_FAILED = 'Failed to track order. Please try again.';

function failureMessage(error: unknown): string {
  // Not found (404) and too many lookups (429) carry the server's wording.
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 429)
    ? error.message
    : TRACK_FAILED;
}

function TrackResult({ order, payment }: { order: Order; payment: OrderPayment | null }) {
  const status = ORDER_STATUS_TEXT[order.status];
  return (
    <Card>
      <CardContent className="space-y-6">
        <div className="flex items-start gap-4">
          <OrderStatusIcon status={order.status} className="size-10" />
          <div className="space-y-1">
            <h2 className="font-display text-2xl tracking-tight uppercase">{status.label}</h2>
            <p className="text-sm">{status.description}</p>
            <OrderRefundText order={order} />
            <PaymentDeadline order={order} />
          </div>
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
              Order Number
            </dt>
            <dd className="mt-1 font-mono font-bold tracking-wider">{order.orderNumber}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">Placed On</dt>
            <dd className="mt-1">{formatDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">Total</dt>
            <dd className="mt-1 font-semibold tabular-nums">{formatMoney(order.totalCents)}</dd>
          </div>
        </dl>
        {payment ? <AwaitingPayment payment={payment} /> : null}
        <TrackingInfo order={order} />
        <OrderItemList items={order.items} />
      </CardContent>
    </Card>
  );
}

/** Guest order tracking (spec §2): order number and e-mail, prefilled from the link. */
export function TrackOrderPage() {
  usePageMeta(staticPageMeta('/track-order'));
  const [params] = useSearchParams();
  const track = useTrackOrder();
  const [orderNumber, setOrderNumber] = useState(() => (params.get('order') ?? '').toUpperCase());
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  // The refusal, also shown beside the button (the toast covers the header and fades).
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();
  const refuse = (message: string) => {
    setRefusal(message);
    toast.error(message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lookup = {
      orderNumber: orderNumber.trim().toUpperCase(),
      email: email.trim().toLowerCase(),
    };
    if (!lookup.orderNumber || !lookup.email) {
      refuse(BOTH_REQUIRED);
      return;
    }
    setRefusal(null);
    track.mutate(lookup, {
      onSuccess: () => toast.success(ORDER_FOUND),
      onError: (error) => refuse(failureMessage(error)),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">Track Order</h1>
      <p className="mt-3 text-muted">
        Enter your order number and the e-mail address you used at checkout.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-5 sm:grid-cols-2">
        <FormField
          label="Order Number"
          placeholder="CTK-12345"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={orderNumber}
          // Spec §2: upper-cased as typed.
          onChange={(event) => setOrderNumber(event.target.value.toUpperCase())}
          className="space-y-2"
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="space-y-2"
        />
        {refusal ? (
          <div className="sm:col-span-2">
            <FormMessage id={messageId}>{refusal}</FormMessage>
          </div>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={track.isPending}
          aria-describedby={refusal ? messageId : undefined}
          className="sm:col-span-2"
        >
          {track.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Search aria-hidden="true" className="size-4" />
          )}
          {track.isPending ? 'Tracking...' : 'Track Order'}
        </Button>
      </form>
      {track.data && !track.isPending ? (
        <section aria-label="Order status" className="mt-10">
          <TrackResult order={track.data.order} payment={track.data.payment} />
        </section>
      ) : null}
    </div>
  );
}
