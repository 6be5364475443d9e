import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../ui/form-field';

export interface DiscountPercentageFieldProps {
  /** `form.register('discountPercentage', { valueAsNumber: true })`. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The whole percentage off, 1 to 100, of a discount code or a site promotion (spec admin §5). */
export function DiscountPercentageField({ registration, error }: DiscountPercentageFieldProps) {
  return (
    <FormField
      label="Discount Percentage"
      type="number"
      inputMode="numeric"
      min={1}
      max={100}
      step={1}
      error={error}
      {...registration}
    />
  );
}
