import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ShippingInfoSchema, type ShippingInfo } from '../../../shared/orders/checkout.schema';
import { US_STATES } from '../../../shared/orders/us-states';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';

const required = (label: string) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(100);

/**
 * The form asks for first and last name (spec §5); the order stores them joined (spec §3). The
 * other fields are the order's own rules, so the browser and the server agree on every message.
 */
const ShippingFormSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: ShippingInfoSchema.shape.email,
  address: ShippingInfoSchema.shape.address,
  city: ShippingInfoSchema.shape.city,
  state: ShippingInfoSchema.shape.state,
  zip: ShippingInfoSchema.shape.zip,
});
export type ShippingFormValues = z.output<typeof ShippingFormSchema>;
type ShippingFormInput = z.input<typeof ShippingFormSchema>;

/** The order's shipping block: the name joined as the spec's "first and last". */
export function toShippingInfo({ firstName, lastName, ...rest }: ShippingFormValues): ShippingInfo {
  return { name: `${firstName} ${lastName}`, ...rest };
}

/** A signed-in shopper's known e-mail and name, split at the first space. */
export function prefillFor(
  user: { email: string; name: string } | null | undefined,
): Partial<ShippingFormInput> {
  if (!user) return {};
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return { email: user.email, firstName, lastName: rest.join(' ') };
}

const EMPTY: ShippingFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zip: '',
};

export interface ShippingFormProps {
  defaultValues: Partial<ShippingFormInput>;
  onSubmit: (values: ShippingFormValues) => void;
}

/** Step 1 of checkout: every field required, the e-mail typed as e-mail (spec §5). */
export function ShippingForm({ defaultValues, onSubmit }: ShippingFormProps) {
  const stateId = useId();
  const form = useForm<ShippingFormInput, unknown, ShippingFormValues>({
    resolver: zodResolver(ShippingFormSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const { errors } = form.formState;

  return (
    // noValidate: the messages under each field say what is missing, in the store's words.
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <h2 className="font-display text-xl tracking-tight uppercase">Shipping Information</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last Name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Address"
        autoComplete="street-address"
        required
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_1fr_9rem]">
        <FormField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...form.register('city')}
        />
        {/* The name is shown, the USPS code is sent and kept (src/shared/orders/us-states.ts). */}
        <div className="space-y-2">
          <Label htmlFor={stateId}>State</Label>
          <Select
            id={stateId}
            autoComplete="address-level1"
            required
            aria-invalid={Boolean(errors.state) || undefined}
            aria-describedby={errors.state ? `${stateId}-error` : undefined}
            {...form.register('state')}
          >
            <option value="">Select a state</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
          {errors.state ? (
            <p id={`${stateId}-error`} className="text-sm text-accent">
              {errors.state.message}
            </p>
          ) : null}
        </div>
        <FormField
          label="ZIP Code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={errors.zip?.message}
          {...form.register('zip')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Continue to Payment
      </Button>
    </form>
  );
}
