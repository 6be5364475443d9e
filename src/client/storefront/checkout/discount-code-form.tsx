import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { DISCOUNT_MESSAGES } from '../../../shared/marketing/discount.schema';
import { ApiRequestError } from '../../lib/api';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormMessage } from '../../ui/form-message';
import { Label } from '../../ui/label';
import { readStoredDiscountCode, type AppliedDiscount } from '../discounts/applied-discount';
import { useValidateDiscount } from '../discounts/queries';

// Spec §8, word for word.
export const VALIDATION_FAILED = 'Failed to validate discount code';
export const discountAppliedMessage = (percentage: number) =>
  `Discount applied! ${percentage}% off your order`;
export const DISCOUNT_REMOVED = 'Discount removed';

export interface DiscountCodeFormProps {
  applied: AppliedDiscount | null;
  /** The cart's merchandise subtotal, for codes that ask for a minimum. */
  subtotalCents: number;
  onApply: (discount: AppliedDiscount) => void;
  onRemove: () => void;
}

/** The discount code box of the checkout summary (spec §5 and §8). */
export function DiscountCodeForm({
  applied,
  subtotalCents,
  onApply,
  onRemove,
}: DiscountCodeFormProps) {
  const inputId = useId();
  const validate = useValidateDiscount();
  // The newsletter code the shopper was sent is the likely one: offered, not applied.
  const [code, setCode] = useState(() => readStoredDiscountCode() ?? '');
  // The refusal, also shown under the box: the toast covers the header and fades.
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = `${inputId}-message`;
  const refuse = (message: string) => {
    setRefusal(message);
    toast.error(message);
  };

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 border border-dashed border-ink px-3 py-2 text-sm">
        <p className="flex items-center gap-2">
          <Tag aria-hidden="true" className="size-4" />
          <span>
            Code <span className="font-mono font-bold tracking-wider">{applied.code}</span>:{' '}
            {applied.percentage}% off
          </span>
        </p>
        <button
          type="button"
          onClick={() => {
            onRemove();
            toast.success(DISCOUNT_REMOVED);
          }}
          aria-label="Remove discount code"
          className="inline-flex size-8 items-center justify-center hover:bg-surface"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    // Apply is disabled while the box is empty; blanks alone still get the spec's message.
    if (!wanted) {
      refuse(DISCOUNT_MESSAGES.empty);
      return;
    }
    validate.mutate(
      { code: wanted, subtotalCents },
      {
        onSuccess: (result) => {
          if (!result.valid || !result.discount_percentage) {
            refuse(result.error || DISCOUNT_MESSAGES.invalid);
            return;
          }
          setRefusal(null);
          onApply({ code: result.code, percentage: result.discount_percentage });
          toast.success(discountAppliedMessage(result.discount_percentage));
        },
        onError: (error) =>
          // A refusal the server worded (a 4xx) is shown as is; anything else is the spec's text.
          refuse(
            error instanceof ApiRequestError && error.code !== 'http_error' && error.status < 500
              ? error.message
              : VALIDATION_FAILED,
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor={inputId}>Discount Code</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          // Spec §5: upper-cased as typed.
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setRefusal(null);
          }}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-wider"
        />
        <Button type="submit" variant="secondary" disabled={code === '' || validate.isPending}>
          {validate.isPending ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      <FormMessage id={messageId}>{refusal}</FormMessage>
    </form>
  );
}
