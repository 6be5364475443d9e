import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../ui/toast';
import { PAYMENT_METHODS } from '../../../shared/orders/order-status';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '../../../shared/site/store-profile';
import {
  PAYMENT_DEADLINE_HOURS,
  STORE_SETTINGS_MESSAGES,
  StoreSettingsInputSchema,
  type StoreSettings,
  type StoreSettingsInput,
  type StoreSettingsValues,
} from '../../../shared/site/store-settings.schema';
import { Card, CardContent } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import type { AdminScreenProps } from '../common/admin-screen';
import {
  FAILED_TO_LOAD_SETTINGS,
  FAILED_TO_SAVE_SETTINGS,
  SAVE_SETTINGS,
  SETTINGS_SAVED,
} from '../common/settings-messages';
import { errorMessage } from '../common/error-message';
import { RecordForm, RecordPage } from '../common/record-page';
import { schemaResolver } from '../common/schema-resolver';
import { PaymentMethodFields } from './payment-method-fields';
import { useAdminSettings, useSaveSettings } from './queries';
import { settingsFormValues } from './settings-form-values';

const SOCIAL_PLACEHOLDERS = {
  instagram: 'https://www.instagram.com/yourstore',
  tiktok: 'https://www.tiktok.com/@yourstore',
  facebook: 'https://www.facebook.com/yourstore',
} as const;

function SettingsForm({ settings }: { settings: StoreSettings }) {
  const save = useSaveSettings();
  const form = useForm<StoreSettingsInput, unknown, StoreSettingsValues>({
    defaultValues: settingsFormValues(settings),
    resolver: schemaResolver<StoreSettingsInput, StoreSettingsValues>(StoreSettingsInputSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const profileErrors = errors.profile;
  // Said as soon as the last method is switched off, not only when Save is refused.
  const methods = useWatch({ control: form.control, name: 'paymentMethods' });
  const noneOffered = PAYMENT_METHODS.every((id) => !methods[id].enabled);

  // The body is what the inputs hold: the server trims and checks it with the same schema.
  const onSubmit = async () => {
    try {
      const { settings: saved } = await save.mutateAsync(form.getValues());
      form.reset(settingsFormValues(saved));
      toast.success(SETTINGS_SAVED);
    } catch (error) {
      console.error('Settings save failed', error);
      toast.error(errorMessage(error, FAILED_TO_SAVE_SETTINGS));
    }
  };

  return (
    <RecordForm
      onSubmit={form.handleSubmit(onSubmit)}
      saveLabel={SAVE_SETTINGS}
      saving={isSubmitting}
      className="space-y-8"
    >
      <section aria-labelledby="settings-store" className="space-y-4">
        <h2 id="settings-store" className="font-display text-xl tracking-tight uppercase">
          Store
        </h2>
        <Card>
          <CardContent className="space-y-4">
            <FormField
              label="Store Name"
              autoComplete="organization"
              maxLength={60}
              hint="Shown in page titles and e-mails."
              error={profileErrors?.storeName?.message}
              {...form.register('profile.storeName')}
            />
            <FormField
              label="Notification E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={settings.defaultNotificationEmail ?? 'you@yourstore.com'}
              hint={
                settings.defaultNotificationEmail
                  ? `Where new-order and contact e-mails go. Leave blank to use ${settings.defaultNotificationEmail} (OWNER_EMAIL).`
                  : 'Where new-order and contact e-mails go. Leave blank to use OWNER_EMAIL.'
              }
              error={profileErrors?.notificationEmail?.message}
              {...form.register('profile.notificationEmail')}
            />
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="settings-social" className="space-y-4">
        <div className="space-y-1">
          <h2 id="settings-social" className="font-display text-xl tracking-tight uppercase">
            Social Links
          </h2>
          <p className="text-sm text-neutral-600">
            Shown in the footer and on the locked page. Leave a link blank to hide its icon.
          </p>
        </div>
        <Card>
          <CardContent className="space-y-4">
            {SOCIAL_NETWORKS.map((network) => (
              <FormField
                key={network}
                label={`${SOCIAL_NETWORK_NAMES[network]} Link`}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={SOCIAL_PLACEHOLDERS[network]}
                error={profileErrors?.social?.[network]?.message}
                {...form.register(`profile.social.${network}`)}
              />
            ))}
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="settings-payment" className="space-y-4">
        <div className="space-y-1">
          <h2 id="settings-payment" className="font-display text-xl tracking-tight uppercase">
            Payment Methods
          </h2>
          <p id="settings-payment-rule" className="text-sm text-neutral-600">
            What checkout offers, where shoppers send the money, and what they are told.{' '}
            {STORE_SETTINGS_MESSAGES.atLeastOneMethod}
          </p>
          <p role="alert" className="text-sm font-semibold text-accent empty:hidden">
            {noneOffered ? STORE_SETTINGS_MESSAGES.atLeastOneMethod : null}
          </p>
        </div>
        <Card>
          <CardContent>
            <FormField
              label="Payment Deadline (hours)"
              type="number"
              inputMode="numeric"
              min={PAYMENT_DEADLINE_HOURS.min}
              max={PAYMENT_DEADLINE_HOURS.max}
              step={1}
              hint="How long an order may await payment. Halfway, the shopper gets a reminder; then the order is cancelled and you are told. Applies to new orders."
              error={errors.paymentDeadlineHours?.message}
              {...form.register('paymentDeadlineHours', { valueAsNumber: true })}
            />
          </CardContent>
        </Card>
        {PAYMENT_METHODS.map((id) => (
          <PaymentMethodFields key={id} id={id} form={form} />
        ))}
      </section>
    </RecordForm>
  );
}

export function SettingsPage({ title }: AdminScreenProps) {
  const settings = useAdminSettings();
  return (
    <RecordPage
      title={title}
      description="The store's name, where its notices go, its social links and how shoppers pay."
      query={settings}
      texts={{ loading: 'Loading settings', failed: FAILED_TO_LOAD_SETTINGS }}
      width="narrow"
    >
      {(loaded) => <SettingsForm settings={loaded} />}
    </RecordPage>
  );
}
