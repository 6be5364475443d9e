// Where a guest lands after "I've Sent the Payment": this order, where to pay for it while it
// awaits payment (method, handle or wallet, exact total, memo, deadline: the order page's
// block), what happens next, where the e-mail went, and the tracking form filled in for it. The
// number and e-mail come in the address (as in the e-mailed tracking link), so a reload shows
// the same page.
import { CheckCircle2, Search } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { PaymentDeadline } from '../orders/payment-deadline';
import { PaymentSentNote } from '../orders/payment-sent-note';
import { useTrackedOrder } from '../orders/queries';
import { AwaitingPayment } from '../payment/awaiting-payment';

export const CONFIRMATION_HEADING = 'Thank You!';
export const PAYMENT_DETAILS_UNAVAILABLE =
  'Your payment details could not be loaded here. They are in your e-mail, and Track Your Order shows them too.';

/** The order as saved, with where to pay while it awaits payment. */
function OrderPaymentBlock({ orderNumber, email }: { orderNumber: string; email: string }) {
  const tracked = useTrackedOrder({ orderNumber, email });
  if (tracked.isPending) return <Spinner label="Loading payment details" className="mt-8" />;
  if (tracked.isError) {
    return (
      <p role="status" className="mt-8 text-sm text-muted">
        {PAYMENT_DETAILS_UNAVAILABLE}
      </p>
    );
  }
  const { order, payment } = tracked.data;
  return (
    <div className="mt-6 space-y-2">
      <PaymentDeadline order={order} />
      <PaymentSentNote order={order} />
      {payment ? (
        <div className="pt-4">
          <AwaitingPayment payment={payment} />
        </div>
      ) : null}
    </div>
  );
}

export function OrderConfirmationPage() {
  usePageMeta(staticPageMeta('/order-confirmation'));
  const [params] = useSearchParams();
  const orderNumber = (params.get('order') ?? '').toUpperCase();
  const email = params.get('email') ?? '';
  if (!orderNumber || !email) return <Navigate to={paths.trackOrder} replace />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-10 shrink-0 text-emerald-600" />
        <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">
          {CONFIRMATION_HEADING}
        </h1>
      </div>
      <p className="mt-4 text-lg">
        Order <span className="font-mono font-bold tracking-wider">{orderNumber}</span> is placed,
        and we know you have sent the payment.
      </p>
      <OrderPaymentBlock orderNumber={orderNumber} email={email} />
      <Card className="mt-8">
        <CardContent className="space-y-4 text-sm">
          <h2 className="font-display text-xl tracking-tight uppercase">What Happens Next</h2>
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              A confirmation e-mail with your order and payment details went to{' '}
              <strong className="break-words">{email}</strong>.
            </li>
            <li>We verify every payment by hand and confirm it within 24 hours.</li>
            <li>
              Your items are made to order: processing takes 3-7 business days, then delivery 1-5
              business days. You get an e-mail with the tracking number when it ships.
            </li>
          </ol>
          <p className="text-muted">
            No e-mail? Check your spam folder, or track the order with its number and your e-mail.
          </p>
        </CardContent>
      </Card>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.trackOrderLookup(orderNumber, email)}
          className={buttonStyles({ size: 'lg' })}
        >
          <Search aria-hidden="true" className="size-4" />
          Track Your Order
        </Link>
        <Link to={paths.products()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
