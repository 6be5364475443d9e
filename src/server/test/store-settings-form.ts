// Test helper: the Settings form as the owner sends it, the defaults with some fields changed.
import {
  DEFAULT_PAYMENT_METHODS,
  type PaymentMethodsConfig,
} from '../../shared/orders/payment-methods';
import type { StoreSettingsInput } from '../../shared/site/store-settings.schema';

export interface SettingsChanges {
  profile?: Partial<StoreSettingsInput['profile']>;
  paymentMethods?: Partial<{
    [K in keyof PaymentMethodsConfig]: Partial<PaymentMethodsConfig[K]>;
  }>;
}

export function settingsForm(changes: SettingsChanges = {}): StoreSettingsInput {
  const methods = structuredClone(DEFAULT_PAYMENT_METHODS);
  for (const [id, change] of Object.entries(changes.paymentMethods ?? {})) {
    Object.assign(methods[id as keyof PaymentMethodsConfig], change);
  }
  return {
    profile: {
      storeName: 'CTK',
      notificationEmail: '',
      social: { instagram: '', tiktok: '', facebook: '' },
      ...changes.profile,
    },
    paymentMethods: methods,
  };
}
