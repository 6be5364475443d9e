import type { StoreSettings, StoreSettingsInput } from '../../../shared/site/store-settings.schema';

/** The saved settings as the inputs hold them: text fields, never null. */
export function settingsFormValues(settings: StoreSettings): StoreSettingsInput {
  const { profile, paymentMethods } = settings;
  return {
    profile: {
      storeName: profile.storeName,
      notificationEmail: profile.notificationEmail ?? '',
      social: {
        instagram: profile.social.instagram ?? '',
        tiktok: profile.social.tiktok ?? '',
        facebook: profile.social.facebook ?? '',
      },
    },
    paymentMethods: structuredClone(paymentMethods),
    paymentDeadlineHours: settings.paymentDeadlineHours,
  };
}
