// The owner's store settings (/admin/settings): the store's name, where its notices go, its
// social links, and the payment methods it offers. One document for the form; stored as
// separate `site_settings` keys, each with its own defaults, so a later section (a payment
// deadline) is one more key and one more field here.
import { z } from 'zod';
import { CRYPTO_WALLET_MESSAGES, CryptoWalletsInputSchema } from '../orders/crypto-wallets';
import { PAYMENT_METHODS, type PaymentMethod } from '../orders/order-status';
import { PAYMENT_HANDLE_RULES, isHttpsUrl } from '../orders/payment-handles';
import { PAYMENT_METHOD_NAMES, type PaymentMethodsConfig } from '../orders/payment-methods';
import { safeText } from '../text/safe-text';
import { DEFAULT_STORE_NAME, SOCIAL_NETWORK_NAMES, type SocialNetwork } from './store-profile';

export const STORE_SETTINGS_MESSAGES = {
  atLeastOneMethod: 'At least one payment method must stay offered.',
  storeNameRequired: 'Please enter the store name',
  invalidEmail: 'Please enter a valid email address',
  httpsOnly: (network: string) => `Enter the full ${network} link, starting with https://`,
  handleRequired: (name: string) => `Enter your ${name} handle to offer ${name}`,
  instructionsRequired: (name: string) => `Please enter the instructions for ${name}`,
} as const;

/** The stored `store_profile` setting. */
export const StoreProfileSettingSchema = z.object({
  storeName: z.string(),
  /** Where new-order and contact mails go; null means OWNER_EMAIL. */
  notificationEmail: z.string().nullable(),
  social: z.object({
    instagram: z.string().nullable(),
    tiktok: z.string().nullable(),
    facebook: z.string().nullable(),
  }),
});
export type StoreProfileSetting = z.infer<typeof StoreProfileSettingSchema>;

/** GET /api/store-profile's profile: the name and links, never the notification address. */
export const PublicStoreProfileSchema = StoreProfileSettingSchema.pick({
  storeName: true,
  social: true,
}).extend({ demo: z.boolean() });

export const DEFAULT_STORE_PROFILE: StoreProfileSetting = {
  storeName: DEFAULT_STORE_NAME,
  notificationEmail: null,
  social: { instagram: null, tiktok: null, facebook: null },
};

const optionalLink = (network: SocialNetwork) =>
  safeText(SOCIAL_NETWORK_NAMES[network])
    .trim()
    .max(300, `The ${SOCIAL_NETWORK_NAMES[network]} link is too long`)
    .refine(
      (value) => value === '' || isHttpsUrl(value),
      STORE_SETTINGS_MESSAGES.httpsOnly(SOCIAL_NETWORK_NAMES[network]),
    )
    .transform((value) => value || null);

export const StoreProfileInputSchema = z.object({
  storeName: safeText('Store name', { required: STORE_SETTINGS_MESSAGES.storeNameRequired })
    .trim()
    .min(1, STORE_SETTINGS_MESSAGES.storeNameRequired)
    .max(60, 'The store name can be at most 60 characters'),
  notificationEmail: safeText('Notification e-mail')
    .trim()
    .toLowerCase()
    .max(255, STORE_SETTINGS_MESSAGES.invalidEmail)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      STORE_SETTINGS_MESSAGES.invalidEmail,
    )
    .transform((value) => value || null),
  social: z.object({
    instagram: optionalLink('instagram'),
    tiktok: optionalLink('tiktok'),
    facebook: optionalLink('facebook'),
  }),
});
export type StoreProfileInput = z.input<typeof StoreProfileInputSchema>;

/** The texts every method has: the instructions and note the shopper reads. */
const methodTexts = (name: string) => ({
  enabled: z.boolean(),
  instructions: safeText('Instructions', { multiline: true })
    .trim()
    .min(1, STORE_SETTINGS_MESSAGES.instructionsRequired(name))
    .max(500, 'Instructions can be at most 500 characters'),
  note: safeText('Note').trim().max(200, 'The note can be at most 200 characters'),
});

/**
 * One method in the form. Its handle must fit the method when it is offered, and also when it
 * is kept while not offered; a method not offered may have none.
 */
function paymentMethodInput(id: Exclude<PaymentMethod, 'coinbase'>) {
  const name = PAYMENT_METHOD_NAMES[id];
  const rule = PAYMENT_HANDLE_RULES[id];
  return z
    .object({
      ...methodTexts(name),
      handle: safeText(rule.label).trim().max(200, rule.message),
      // Added with issue 13; a form or client that predates it sends none.
      recipientName: safeText('Recipient name')
        .trim()
        .max(100, 'The recipient name can be at most 100 characters')
        .optional()
        .transform((value) => value ?? ''),
    })
    .superRefine((method, ctx) => {
      if (method.handle === '') {
        if (method.enabled) {
          ctx.addIssue({
            code: 'custom',
            path: ['handle'],
            message: STORE_SETTINGS_MESSAGES.handleRequired(name),
          });
        }
      } else if (!rule.isValid(method.handle)) {
        ctx.addIssue({ code: 'custom', path: ['handle'], message: rule.message });
      }
    });
}

/**
 * Cryptocurrency: no single handle but a wallet per coin and network, and/or a hosted payment
 * link; offered only with at least one of them (docs/decisions/033-crypto-wallets.md).
 */
const CryptoMethodInputSchema = z
  .object({
    ...methodTexts(PAYMENT_METHOD_NAMES.coinbase),
    wallets: CryptoWalletsInputSchema,
    paymentLink: safeText('Payment link')
      .trim()
      .max(300, CRYPTO_WALLET_MESSAGES.paymentLink)
      .refine((value) => value === '' || isHttpsUrl(value), CRYPTO_WALLET_MESSAGES.paymentLink),
  })
  .superRefine((method, ctx) => {
    if (method.enabled && method.wallets.length === 0 && method.paymentLink === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['wallets'],
        message: CRYPTO_WALLET_MESSAGES.nothingToOffer,
      });
    }
  })
  // Stored beside the other methods, whose handle it does not have.
  .transform((method) => ({ ...method, handle: '' }));

export const PaymentMethodsInputSchema = z
  .object({
    cashapp: paymentMethodInput('cashapp'),
    venmo: paymentMethodInput('venmo'),
    zelle: paymentMethodInput('zelle'),
    coinbase: CryptoMethodInputSchema,
  })
  // Beside the methods, not on the object itself: a form keeps each method's own errors too.
  .refine((methods) => PAYMENT_METHODS.some((id) => methods[id].enabled), {
    message: STORE_SETTINGS_MESSAGES.atLeastOneMethod,
    path: ['offered'],
  });

/** How long an order may await payment before it is cancelled (the stored `payment_deadline`). */
export const PAYMENT_DEADLINE_HOURS = { default: 48, min: 2, max: 720 } as const;
export const PaymentDeadlineSettingSchema = z.object({
  hours: z.number().int().min(PAYMENT_DEADLINE_HOURS.min).max(PAYMENT_DEADLINE_HOURS.max),
});
export type PaymentDeadlineSetting = z.infer<typeof PaymentDeadlineSettingSchema>;

export const paymentDeadlineMessage = `Enter a whole number of hours from ${PAYMENT_DEADLINE_HOURS.min} to ${PAYMENT_DEADLINE_HOURS.max}`;

/** PUT /api/admin/settings: the whole form. */
export const StoreSettingsInputSchema = z.object({
  profile: StoreProfileInputSchema,
  paymentMethods: PaymentMethodsInputSchema,
  // Optional so a form saved without it keeps the stored deadline.
  paymentDeadlineHours: z
    .number(paymentDeadlineMessage)
    .int(paymentDeadlineMessage)
    .min(PAYMENT_DEADLINE_HOURS.min, paymentDeadlineMessage)
    .max(PAYMENT_DEADLINE_HOURS.max, paymentDeadlineMessage)
    .optional(),
});
export type StoreSettingsInput = z.input<typeof StoreSettingsInputSchema>;
export type StoreSettingsValues = z.output<typeof StoreSettingsInputSchema>;

/** GET /api/admin/settings: what is saved, with every default filled in. */
export interface StoreSettings {
  profile: StoreProfileSetting;
  paymentMethods: PaymentMethodsConfig;
  /** How long an order may await payment, in hours. */
  paymentDeadlineHours: number;
  /** Where notices go while no notification address is set (OWNER_EMAIL), if configured. */
  defaultNotificationEmail: string | null;
}
