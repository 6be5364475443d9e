import type { OrderPayment } from '../../../shared/orders/payment-methods';
import { PaymentDetails } from './payment-details';

/** The order page's and the tracking result's record of where to pay, while payment is due. */
export function AwaitingPayment({ payment }: { payment: OrderPayment }) {
  return (
    <section aria-labelledby="where-to-pay" className="space-y-4">
      <h2 id="where-to-pay" className="font-display text-xl tracking-tight uppercase">
        Complete Your Payment
      </h2>
      <PaymentDetails payment={payment} />
    </section>
  );
}
