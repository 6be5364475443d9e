import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { PaymentMethod } from '../../../shared/orders/order-status';
import { PAYMENT_HANDLE_RULES } from '../../../shared/orders/payment-handles';
import { PAYMENT_METHOD_NAMES } from '../../../shared/orders/payment-methods';
import type {
  StoreSettingsInput,
  StoreSettingsValues,
} from '../../../shared/site/store-settings.schema';
import { Card, CardContent, CardHeader } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Switch } from '../../ui/switch';
import { Textarea } from '../../ui/textarea';
import { FieldError } from '../common/field-error';
import { CryptoWalletFields } from './crypto-wallet-fields';

type HandleMethod = Exclude<PaymentMethod, 'coinbase'>;
type SettingsForm = UseFormReturn<StoreSettingsInput, unknown, StoreSettingsValues>;

/** What each handle field asks for, with an example in the method's own form. */
const HANDLE_HINTS: Record<HandleMethod, { placeholder: string; hint: string }> = {
  cashapp: { placeholder: '$YourStore', hint: 'Your $cashtag, with the $.' },
  venmo: { placeholder: '@Your-Store', hint: 'Your Venmo username, with the @.' },
  zelle: {
    placeholder: 'payments@yourstore.com',
    hint: 'The e-mail address or U.S. phone number your Zelle is registered with.',
  },
};

/** Where the shopper sends money with a method that has one handle. */
function HandleFields({ id, form }: { id: HandleMethod; form: SettingsForm }) {
  const errors = form.formState.errors.paymentMethods?.[id];
  return (
    <>
      <FormField
        label={PAYMENT_HANDLE_RULES[id].label}
        autoComplete="off"
        spellCheck={false}
        placeholder={HANDLE_HINTS[id].placeholder}
        hint={HANDLE_HINTS[id].hint}
        error={errors?.handle?.message}
        {...form.register(`paymentMethods.${id}.handle`)}
      />
      {id === 'zelle' ? (
        <FormField
          label="Zelle Recipient Name"
          autoComplete="off"
          maxLength={100}
          hint="Optional: the name the shopper's bank shows for this Zelle address, so they know it is you."
          error={errors?.recipientName?.message}
          {...form.register('paymentMethods.zelle.recipientName')}
        />
      ) : null}
    </>
  );
}

export interface PaymentMethodFieldsProps {
  id: PaymentMethod;
  form: SettingsForm;
}

/** One method: whether it is offered, where to pay, and what the shopper is told. */
export function PaymentMethodFields({ id, form }: PaymentMethodFieldsProps) {
  const fieldId = useId();
  const name = PAYMENT_METHOD_NAMES[id];
  const errors = form.formState.errors.paymentMethods?.[id];
  const instructionsError = errors?.instructions?.message;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4 pb-2">
        <h3 className="text-base font-semibold">{name}</h3>
        <div className="flex items-center gap-3">
          <Label htmlFor={`${fieldId}-enabled`} className="text-sm">
            Offer {name}
          </Label>
          <Controller
            control={form.control}
            name={`paymentMethods.${id}.enabled`}
            render={({ field }) => (
              <Switch
                id={`${fieldId}-enabled`}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {id === 'coinbase' ? (
          <CryptoWalletFields form={form} />
        ) : (
          <HandleFields id={id} form={form} />
        )}
        <div className="space-y-2">
          <Label htmlFor={`${fieldId}-instructions`}>{name} Instructions</Label>
          <Textarea
            id={`${fieldId}-instructions`}
            rows={3}
            maxLength={500}
            aria-invalid={Boolean(instructionsError) || undefined}
            aria-describedby={instructionsError ? `${fieldId}-instructions-error` : undefined}
            {...form.register(`paymentMethods.${id}.instructions`)}
          />
          <FieldError id={`${fieldId}-instructions-error`} message={instructionsError} />
        </div>
        <FormField
          label={`${name} Note at Checkout`}
          autoComplete="off"
          maxLength={200}
          hint="Optional: a short line under the method's name, e.g. which coins you take."
          error={errors?.note?.message}
          {...form.register(`paymentMethods.${id}.note`)}
        />
      </CardContent>
    </Card>
  );
}
