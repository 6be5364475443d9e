import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  PAYMENT_REFERENCE_MAX,
  PaymentReferenceSchema,
  type CreatedOrder,
} from '../../../shared/orders/checkout.schema';
import { orderPayment, type PaymentOption } from '../../../shared/orders/payment-methods';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { PaymentDetails } from './payment-details';

const SENT_PAYMENT = "I've Sent the Payment";
export const PAYMENT_REFERENCE_LABEL = 'Payment reference (optional)';

/** What helps the owner tell this payment from others of the same amount, per method. */
const referenceHint = (option: PaymentOption) =>
  option.id === 'coinbase'
    ? 'The transaction ID or hash, or the address you sent from.'
    : `The name or ${option.name} handle you sent from, or the transaction ID.`;

export interface PaymentInstructionsProps {
  order: CreatedOrder;
  option: PaymentOption;
  confirming: boolean;
  /** With what the shopper gave to tell their payment apart (null: nothing). */
  onConfirm: (reference: string | null) => void;
}

/** Step 3 of checkout: what to send, where, and with which reference (spec §4, Checkout). */
export function PaymentInstructions({
  order,
  option,
  confirming,
  onConfirm,
}: PaymentInstructionsProps) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PaymentReferenceSchema.safeParse(reference);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onConfirm(parsed.data);
  };
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

      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={PAYMENT_REFERENCE_LABEL}
          hint={referenceHint(option)}
          autoComplete="off"
          spellCheck={false}
          maxLength={PAYMENT_REFERENCE_MAX}
          value={reference}
          error={error}
          onChange={(event) => setReference(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirming}>
          {confirming ? <Spinner className="size-4" /> : null}
          {SENT_PAYMENT}
        </Button>
      </form>
    </section>
  );
}
