import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from './order-status';
import { payLink } from './pay-links';

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  cashapp: 'Cash App',
  venmo: 'Venmo',
  zelle: 'Zelle',
  coinbase: 'Cryptocurrency',
};

/** The instructions a method shows until the owner writes their own (Settings). */
export const PAYMENT_METHOD_INSTRUCTIONS: Readonly<Record<PaymentMethod, string>> = {
  cashapp: 'Send the exact total to our Cash App with your order number in the note.',
  venmo: 'Send the exact total to our Venmo with your order number in the note.',
  zelle:
    'Send the exact total with Zelle to our e-mail address, with your order number in the memo.',
  coinbase:
    'Send the exact total in crypto through Coinbase to our address, with your order number in the message.',
};

/** Spec §4: the option "Coinbase" carries this note. */
export const COINBASE_NOTE = 'Supports Bitcoin, Ethereum, USDC, and more';

/**
 * One method as stored in the `payment_methods` setting. Fields added later (a Zelle recipient
 * name, crypto addresses per coin and network) are optional here, so rows saved before them
 * still read; a missing `instructions` or `note` means the default.
 */
export const PaymentMethodSettingSchema = z.object({
  enabled: z.boolean(),
  handle: z.string(),
  instructions: z.string().optional(),
  note: z.string().optional(),
  /** Zelle: the name the shopper's bank shows for the handle, so they know it is the store. */
  recipientName: z.string().optional(),
});
export type PaymentMethodSetting = z.infer<typeof PaymentMethodSettingSchema>;

/** The stored setting: a method missing from it is not offered. */
export const PaymentMethodsSettingSchema = z.partialRecord(
  z.enum(PAYMENT_METHODS),
  PaymentMethodSettingSchema,
);
export type PaymentMethodsSetting = z.infer<typeof PaymentMethodsSettingSchema>;

/** One method with every field filled in: what the owner edits and the store reads. */
export interface PaymentMethodConfig {
  enabled: boolean;
  handle: string;
  instructions: string;
  note: string;
  /** Zelle only: the recipient name the shopper's bank displays; '' when not set. */
  recipientName: string;
}
export type PaymentMethodsConfig = Record<PaymentMethod, PaymentMethodConfig>;

/**
 * A store that never saved its payment methods offers the spec's four (DECISIONS.md). The
 * handles are examples: the owner replaces them in Settings before taking real orders.
 */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodsConfig = {
  cashapp: {
    enabled: true,
    handle: '$CTKApparel',
    instructions: PAYMENT_METHOD_INSTRUCTIONS.cashapp,
    note: '',
    recipientName: '',
  },
  venmo: {
    enabled: true,
    handle: '@CTK-Apparel',
    instructions: PAYMENT_METHOD_INSTRUCTIONS.venmo,
    note: '',
    recipientName: '',
  },
  zelle: {
    enabled: true,
    handle: 'payments@example.com',
    instructions: PAYMENT_METHOD_INSTRUCTIONS.zelle,
    note: '',
    recipientName: '',
  },
  coinbase: {
    enabled: true,
    handle: 'crypto@example.com',
    instructions: PAYMENT_METHOD_INSTRUCTIONS.coinbase,
    note: COINBASE_NOTE,
    recipientName: '',
  },
};

/**
 * The stored setting with its gaps filled: no setting at all is the defaults; a method left
 * out of a saved setting is not offered; a method without its own texts uses the defaults.
 */
export function resolvePaymentMethods(stored: PaymentMethodsSetting | null): PaymentMethodsConfig {
  if (!stored) return DEFAULT_PAYMENT_METHODS;
  const resolve = (id: PaymentMethod): PaymentMethodConfig => {
    const setting = stored[id];
    const defaults = DEFAULT_PAYMENT_METHODS[id];
    if (!setting) return { ...defaults, enabled: false, handle: '' };
    return {
      enabled: setting.enabled,
      handle: setting.handle,
      instructions: setting.instructions?.trim() || defaults.instructions,
      note: setting.note ?? defaults.note,
      recipientName: setting.recipientName ?? '',
    };
  };
  return {
    cashapp: resolve('cashapp'),
    venmo: resolve('venmo'),
    zelle: resolve('zelle'),
    coinbase: resolve('coinbase'),
  };
}

/** What checkout and the e-mails show for one method. */
export interface PaymentOption {
  id: PaymentMethod;
  name: string;
  handle: string;
  instructions: string;
  note: string | null;
  /** Zelle: the name the shopper's bank will display for the handle. */
  recipientName: string | null;
}

/** The method as shoppers see it, from its configuration. */
export function paymentOption(id: PaymentMethod, config: PaymentMethodConfig): PaymentOption {
  return {
    id,
    name: PAYMENT_METHOD_NAMES[id],
    handle: config.handle,
    instructions: config.instructions,
    note: config.note.trim() || null,
    recipientName: (id === 'zelle' && config.recipientName.trim()) || null,
  };
}

/**
 * Where to pay for one order awaiting payment: the method as at checkout, plus the exact total,
 * the memo to write (the order number) and, where the app has one, the pre-filled pay link.
 */
export interface OrderPayment extends PaymentOption {
  totalCents: number;
  memo: string;
  payUrl: string | null;
}

export function orderPayment(
  option: PaymentOption,
  order: { orderNumber: string; totalCents: number },
): OrderPayment {
  return {
    ...option,
    totalCents: order.totalCents,
    memo: order.orderNumber,
    payUrl: payLink(option, order.totalCents, order.orderNumber),
  };
}
