import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { formatMoney } from '../../../shared/format/money';
import type { CreatedOrder } from '../../../shared/orders/checkout.schema';
import type { PaymentOption } from '../../../shared/orders/payment-methods';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { Spinner } from '../../ui/spinner';

// Spec §8 (success toasts), word for word.
export const copiedMessage = (method: string | undefined) =>
  method ? `${method} copied to clipboard` : 'Copied to clipboard';
const COPY_FAILED = 'Could not copy. Please select the text and copy it.';
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
  const total = formatMoney(order.totalCents);
  const note = option.note;

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

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="border border-line p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
            Order Number
          </dt>
          <dd className="mt-1 font-mono text-xl font-bold tracking-wider">{order.orderNumber}</dd>
        </div>
        <div className="border border-line p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
            Total to Send
          </dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{total}</dd>
        </div>
      </dl>

      <div className="space-y-3 border border-ink p-4">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">
          Pay with {option.name}
        </p>
        <div className="flex items-center gap-3">
          <p className="min-w-0 font-mono text-lg font-bold break-all">{option.handle}</p>
          <CopyButton
            text={option.handle}
            label={`Copy ${option.name} handle`}
            onCopied={() => toast.success(copiedMessage(option.name))}
            onCopyFailed={() => toast.error(COPY_FAILED)}
          />
        </div>
        <p className="text-sm">{option.instructions}</p>
        {note ? <p className="text-sm text-muted">{note}</p> : null}
      </div>

      <div className="space-y-2 bg-surface p-4 text-sm">
        <p className="font-semibold">
          Send the exact total of {total} and include your order number {order.orderNumber} with
          your payment.
        </p>
        <p className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          You'll receive a confirmation e-mail within 24 hours, once we have verified your payment.
        </p>
      </div>

      <Button size="lg" className="w-full sm:w-auto" onClick={onConfirm} disabled={confirming}>
        {confirming ? <Spinner className="size-4" /> : null}
        {SENT_PAYMENT}
      </Button>
    </section>
  );
}
