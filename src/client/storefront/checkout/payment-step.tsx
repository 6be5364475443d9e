import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { SELECT_PAYMENT_METHOD } from '../../../shared/orders/checkout.schema';
import { DEMO_HANDLES_NOTE, offersDemoHandle } from '../../../shared/orders/demo-handles';
import type { PaymentOption } from '../../../shared/orders/payment-methods';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/form-message';
import { Spinner } from '../../ui/spinner';
import { usePaymentMethods } from './queries';

const PLACE_ORDER = 'Place Order';
const PLACING_ORDER = 'Placing Order...';
const LOAD_FAILED = 'Failed to load payment methods. Please try again.';
const NONE_OFFERED = 'No payment methods are available right now. Please contact us.';
/** One toast for the missing choice, so choosing (or the order) can take it away again. */
const MISSING_TOAST_ID = 'select-payment-method';

export interface PaymentStepProps {
  /** Creating the order is under way. */
  placing: boolean;
  /** False while the cart has a line that cannot be bought: the summary says which. */
  canPlace: boolean;
  onBack: () => void;
  onPlaceOrder: (option: PaymentOption) => void;
}

/** Step 2 of checkout: one of the offered methods; continuing creates the order at once. */
export function PaymentStep({ placing, canPlace, onBack, onPlaceOrder }: PaymentStepProps) {
  const methods = usePaymentMethods();
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = methods.data?.find((candidate) => candidate.id === selected);
    if (!option) {
      setMissing(true);
      toast.error(SELECT_PAYMENT_METHOD, { id: MISSING_TOAST_ID });
      return;
    }
    toast.dismiss(MISSING_TOAST_ID);
    onPlaceOrder(option);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {/* The outline shows where to choose; the message under the list says what is missing. */}
      <fieldset
        aria-describedby={missing ? messageId : undefined}
        className={clsx('space-y-3', missing && 'outline-2 outline-offset-4 outline-accent')}
      >
        <legend className="mb-3 font-display text-xl tracking-tight uppercase">
          Payment Method
        </legend>
        {methods.isPending ? (
          <Spinner label="Loading payment methods" />
        ) : methods.isError ? (
          <p role="alert" className="text-sm text-accent">
            {LOAD_FAILED}
          </p>
        ) : methods.data.length === 0 ? (
          <p className="text-sm text-muted">{NONE_OFFERED}</p>
        ) : (
          methods.data.map((option) => {
            const note = option.note;
            const checked = selected === option.id;
            return (
              <label
                key={option.id}
                className={clsx(
                  'flex cursor-pointer items-start gap-3 border p-4 transition-colors',
                  checked ? 'border-ink bg-surface' : 'border-line hover:border-ink',
                )}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={option.id}
                  checked={checked}
                  onChange={() => {
                    setSelected(option.id);
                    setMissing(false);
                    toast.dismiss(MISSING_TOAST_ID);
                  }}
                  className="mt-0.5 size-4 accent-ink"
                />
                <span className="space-y-0.5">
                  <span className="block text-sm font-semibold">{option.name}</span>
                  {note ? <span className="block text-sm text-neutral-600">{note}</span> : null}
                </span>
              </label>
            );
          })
        )}
      </fieldset>
      {methods.data && offersDemoHandle(methods.data) ? (
        <p className="border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold">
          {DEMO_HANDLES_NOTE}
        </p>
      ) : null}
      <FormMessage id={messageId}>{missing ? SELECT_PAYMENT_METHOD : null}</FormMessage>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={placing}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={placing || !canPlace || !methods.data?.length}>
          {placing ? <Spinner className="size-4" /> : null}
          {placing ? PLACING_ORDER : PLACE_ORDER}
        </Button>
      </div>
    </form>
  );
}
