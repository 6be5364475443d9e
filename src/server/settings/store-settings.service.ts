// The owner's store settings: the store's name, the address its notices go to, its social links
// and its payment methods (shared/site/store-settings.schema.ts). Each section is one
// `site_settings` row; a missing or unreadable row reads as that section's defaults.
import { inArray } from 'drizzle-orm';
import { offersDemoHandle } from '../../shared/orders/demo-handles';
import { PAYMENT_METHODS } from '../../shared/orders/order-status';
import {
  PaymentMethodsSettingSchema,
  resolvePaymentMethods,
  type PaymentMethodsConfig,
  type PaymentMethodsSetting,
} from '../../shared/orders/payment-methods';
import {
  DEFAULT_STORE_PROFILE,
  PAYMENT_DEADLINE_HOURS,
  PaymentDeadlineSettingSchema,
  StoreProfileSettingSchema,
  type StoreProfileSetting,
  type StoreSettings,
  type StoreSettingsValues,
} from '../../shared/site/store-settings.schema';
import type { PublicStoreProfile } from '../../shared/site/store-profile';
import type { Db, DbOrTx } from '../db/client';
import { siteSettings } from '../db/schema/settings';
import { parseSetting, readSetting, writeSetting } from './setting-values.service';

export const STORE_PROFILE_KEY = 'store_profile';
export const PAYMENT_METHODS_KEY = 'payment_methods';
export const PAYMENT_DEADLINE_KEY = 'payment_deadline';

export async function getStoreProfile(db: DbOrTx): Promise<StoreProfileSetting> {
  return (
    (await readSetting(db, STORE_PROFILE_KEY, StoreProfileSettingSchema)) ?? DEFAULT_STORE_PROFILE
  );
}

/** The name in page titles and e-mails. */
export async function getStoreName(db: DbOrTx): Promise<string> {
  return (await getStoreProfile(db)).storeName;
}

/**
 * The storefront's part of the profile: the notification address stays private. With it,
 * whether the store still offers a demo handle (the bar on every page says so).
 */
export async function getPublicStoreProfile(db: DbOrTx): Promise<PublicStoreProfile> {
  const [{ storeName, social }, methods] = await Promise.all([
    getStoreProfile(db),
    getPaymentMethodsConfig(db),
  ]);
  return { storeName, social, demo: offersDemoPaymentHandle(methods) };
}

/** Whether a method the store offers still sends to the example handle a new store has. */
export function offersDemoPaymentHandle(methods: PaymentMethodsConfig): boolean {
  return offersDemoHandle(
    PAYMENT_METHODS.filter((id) => methods[id].enabled).map((id) => ({
      id,
      handle: methods[id].handle,
    })),
  );
}

/**
 * Where new-order and contact mails go: the address set in Settings, else OWNER_EMAIL, else
 * nowhere (the mail is not sent).
 */
export async function getNotificationAddress(
  db: DbOrTx,
  ownerEmail: string | undefined,
): Promise<{ to: string | null; storeName: string }> {
  const profile = await getStoreProfile(db);
  return { to: profile.notificationEmail ?? ownerEmail ?? null, storeName: profile.storeName };
}

export async function getPaymentMethodsConfig(db: DbOrTx): Promise<PaymentMethodsConfig> {
  return resolvePaymentMethods(
    await readSetting(db, PAYMENT_METHODS_KEY, PaymentMethodsSettingSchema),
  );
}

/** How long a new order may await payment, in hours. */
export async function getPaymentDeadlineHours(db: DbOrTx): Promise<number> {
  const setting = await readSetting(db, PAYMENT_DEADLINE_KEY, PaymentDeadlineSettingSchema);
  return setting?.hours ?? PAYMENT_DEADLINE_HOURS.default;
}

/** What placing an order reads from Settings. */
export interface CheckoutSettings {
  notify: { to: string | null; storeName: string };
  paymentMethods: PaymentMethodsConfig;
  paymentDeadlineHours: number;
}

/**
 * The three sections an order needs (where its notice goes, the payment methods, the payment
 * deadline), read with one query: the checkout reads them on every order.
 */
export async function getCheckoutSettings(
  db: DbOrTx,
  ownerEmail: string | undefined,
): Promise<CheckoutSettings> {
  const rows = await db
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
    .from(siteSettings)
    .where(
      inArray(siteSettings.settingKey, [
        STORE_PROFILE_KEY,
        PAYMENT_METHODS_KEY,
        PAYMENT_DEADLINE_KEY,
      ]),
    );
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const profile =
    parseSetting(values.get(STORE_PROFILE_KEY), StoreProfileSettingSchema) ?? DEFAULT_STORE_PROFILE;
  const deadline = parseSetting(values.get(PAYMENT_DEADLINE_KEY), PaymentDeadlineSettingSchema);
  return {
    notify: { to: profile.notificationEmail ?? ownerEmail ?? null, storeName: profile.storeName },
    paymentMethods: resolvePaymentMethods(
      parseSetting(values.get(PAYMENT_METHODS_KEY), PaymentMethodsSettingSchema),
    ),
    paymentDeadlineHours: deadline?.hours ?? PAYMENT_DEADLINE_HOURS.default,
  };
}

export async function getStoreSettings(
  db: DbOrTx,
  ownerEmail: string | undefined,
): Promise<StoreSettings> {
  const profile = await getStoreProfile(db);
  const paymentMethods = await getPaymentMethodsConfig(db);
  const paymentDeadlineHours = await getPaymentDeadlineHours(db);
  return {
    profile,
    paymentMethods,
    paymentDeadlineHours,
    defaultNotificationEmail: ownerEmail ?? null,
  };
}

/** Saves the whole form at once: the checkout never sees half of it. */
export async function saveStoreSettings(
  db: Db,
  input: StoreSettingsValues,
  ownerEmail: string | undefined,
  now: Date,
): Promise<StoreSettings> {
  const profile: StoreProfileSetting = input.profile;
  const paymentMethods: PaymentMethodsSetting = input.paymentMethods;
  await db.transaction(async (tx) => {
    await writeSetting(tx, STORE_PROFILE_KEY, profile, now);
    await writeSetting(tx, PAYMENT_METHODS_KEY, paymentMethods, now);
    if (input.paymentDeadlineHours !== undefined) {
      await writeSetting(tx, PAYMENT_DEADLINE_KEY, { hours: input.paymentDeadlineHours }, now);
    }
  });
  return getStoreSettings(db, ownerEmail);
}
