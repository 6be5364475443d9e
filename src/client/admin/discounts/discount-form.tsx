import { FormActions } from '../common/form-actions';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../ui/toast';
import type {
  AdminDiscountCode,
  DiscountCodeCreate,
  DiscountCodeUpdate,
} from '../../../shared/marketing/discount-code.schema';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { DiscountPercentageField } from '../common/discount-percentage-field';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import {
  createDiscountResolver,
  discountFormValues,
  updateDiscountResolver,
  type DiscountFormValues,
} from './discount-form-values';
import { useSaveDiscountCode } from './queries';

// Spec admin §8 "Discount codes", word for word.
export const DISCOUNT_CODE_CREATED = 'Discount code created!';
export const DISCOUNT_CODE_UPDATED = 'Discount code updated!';
export const FAILED_TO_SAVE_DISCOUNT_CODE = 'Failed to save discount code';

/** What the form hands over: an update's fields, plus the code when it creates one. */
type DiscountFormOutput = DiscountCodeUpdate & Partial<Pick<DiscountCodeCreate, 'code'>>;

export interface DiscountFormProps {
  /** null for a new code. */
  discount: AdminDiscountCode | null;
  onDone: () => void;
}

export function DiscountForm({ discount, onDone }: DiscountFormProps) {
  const id = useId();
  const save = useSaveDiscountCode();
  const [defaults] = useState(() => discountFormValues(discount));
  const resolver: Resolver<DiscountFormValues, unknown, DiscountFormOutput> = discount
    ? updateDiscountResolver
    : createDiscountResolver;
  const form = useForm<DiscountFormValues, unknown, DiscountFormOutput>({
    defaultValues: defaults,
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const codeField = form.register('code');

  const onSubmit = async ({ code, ...fields }: DiscountFormOutput) => {
    try {
      if (discount) await save.mutateAsync({ id: discount.id, input: fields });
      else if (code !== undefined) await save.mutateAsync({ id: null, input: { ...fields, code } });
    } catch (error) {
      console.error('Discount code save failed', error);
      // A duplicate code (409) is the server's message; it names the code.
      toast.error(errorMessage(error, FAILED_TO_SAVE_DISCOUNT_CODE));
      return;
    }
    toast.success(discount ? DISCOUNT_CODE_UPDATED : DISCOUNT_CODE_CREATED);
    onDone();
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div className="space-y-2">
        <FormField
          label="Code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          className="space-y-2"
          // Spec admin §5: the code cannot be changed once created.
          readOnly={discount !== null}
          aria-describedby={`${id}-code-hint`}
          error={errors.code?.message}
          {...codeField}
          onChange={(event) => {
            // Shown as it is saved: in capitals (admin §5).
            event.target.value = event.target.value.toUpperCase();
            void codeField.onChange(event);
          }}
        />
        <p id={`${id}-code-hint`} className="text-xs text-muted">
          {discount
            ? 'The code cannot be changed after it is created.'
            : 'Letters, numbers, - and _. Saved in capitals; new codes start inactive.'}
        </p>
      </div>
      <DiscountPercentageField
        registration={form.register('discountPercentage', { valueAsNumber: true })}
        error={errors.discountPercentage?.message}
      />
      <FormField
        label="Expires At (optional)"
        type="datetime-local"
        error={errors.expiresAt?.message}
        {...form.register('expiresAt')}
      />
      <div className="space-y-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={500}
          aria-describedby={`${id}-description-hint`}
          aria-invalid={Boolean(errors.description) || undefined}
          {...form.register('description')}
        />
        <p id={`${id}-description-hint`} className="text-xs text-muted">
          Internal notes; shoppers never see them.
        </p>
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <fieldset className="space-y-4 border-t border-line pt-4">
        <legend className="pt-4 text-xs font-semibold tracking-wider uppercase">
          Limits (optional)
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Total Uses"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="No limit"
            error={errors.maxUses?.message}
            {...form.register('maxUses')}
          />
          <FormField
            label="Minimum Subtotal ($)"
            inputMode="decimal"
            placeholder="No minimum"
            error={errors.minSubtotalCents?.message}
            {...form.register('minSubtotalCents')}
          />
        </div>
        <Checkbox label="One use per customer e-mail" {...form.register('oncePerCustomer')} />
      </fieldset>
      <FormActions onCancel={onDone} submitting={isSubmitting}>
        {discount ? 'Update Discount Code' : 'Create Discount Code'}
      </FormActions>
    </form>
  );
}
