import { Mail } from 'lucide-react';
import type { CreatedOrder } from '../../../shared/orders/checkout.schema';
import { orderPayment, type PaymentOption } from '../../../shared/orders/payment-methods';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PaymentDetails } from './payment-details';

const SENT_PAYMENT = "I've Sent the Payment";

export interface PaymentInstructionsProps {
  order: CreatedOrder;
  option: PaymentOption;
  confirming: boolean;
  onConfirm: () => void;
}

/** Step 3 of checkout: what to send, where, and with which reference (spec §4, Checkout). */
export function PaymentInstructions({
  order,
  option,
  confirming,
  onConfirm,
}: PaymentInstructionsProps) {
  return (
    <section aria-labelledby="payment-instructions" className="space-y-6">
      <div>
        <h2 id="payment-instructions" className="font-display text-xl tracking-tight uppercase">
          Complete Your Payment
        </h2>
        <p className="mt-2 text-sm text-muted">
          Your order is placed and waiting for your payment.
        </p>
      </div>

      {/* Built with the server's own rule (shared), from the totals the order was saved with. */}
      <PaymentDetails payment={orderPayment(option, order)} />

      <p className="flex gap-2 text-sm">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        You'll receive a confirmation e-mail within 24 hours, once we have verified your payment.
      </p>

      <Button size="lg" className="w-full sm:w-auto" onClick={onConfirm} disabled={confirming}>
        {confirming ? <Spinner className="size-4" /> : null}
        {SENT_PAYMENT}
      </Button>
    </section>
  );
}
