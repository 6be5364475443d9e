import { z } from 'zod';
import { CryptoWalletSchema, walletFromLegacyHandle, type CryptoWallet } from './crypto-wallets';
import { DEMO_HANDLES } from './demo-handles';
import { PAYMENT_METHODS, type PaymentMethod } from './order-status';
import { isHttpsUrl } from './payment-handles';
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
    'Send the exact amount to one of the wallets shown, on the network named with it: a payment sent on another network is lost.',
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
  /** Cryptocurrency: an address per coin and network (replaces its one free-text handle). */
  wallets: z.array(CryptoWalletSchema).optional(),
  /** Cryptocurrency: a hosted payment page (Coinbase Commerce and the like), https. */
  paymentLink: z.string().optional(),
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
  /** Cryptocurrency only (its handle stays ''): where each coin is sent, on which network. */
  wallets: CryptoWallet[];
  /** Cryptocurrency only: a hosted payment link, or ''. */
  paymentLink: string;
}
export type PaymentMethodsConfig = Record<PaymentMethod, PaymentMethodConfig>;

/**
 * A store that never saved its payment methods offers the spec's four (DECISIONS.md). The
 * handles are examples: the owner replaces them in Settings before taking real orders. Crypto
 * is the exception: an example wallet address would take real money, so it is offered only
 * once the owner enters a wallet or a payment link (docs/decisions/033-crypto-wallets.md).
 */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodsConfig = {
  cashapp: {
    enabled: true,
    handle: DEMO_HANDLES.cashapp,
    instructions: PAYMENT_METHOD_INSTRUCTIONS.cashapp,
    note: '',
    recipientName: '',
    wallets: [],
    paymentLink: '',
  },
  venmo: {
    enabled: true,
    handle: DEMO_HANDLES.venmo,
    instructions: PAYMENT_METHOD_INSTRUCTIONS.venmo,
    note: '',
    recipientName: '',
    wallets: [],
    paymentLink: '',
  },
  zelle: {
    enabled: true,
    handle: DEMO_HANDLES.zelle,
    instructions: PAYMENT_METHOD_INSTRUCTIONS.zelle,
    note: '',
    recipientName: '',
    wallets: [],
    paymentLink: '',
  },
  coinbase: {
    enabled: false,
    handle: '',
    instructions: PAYMENT_METHOD_INSTRUCTIONS.coinbase,
    note: COINBASE_NOTE,
    recipientName: '',
    wallets: [],
    paymentLink: '',
  },
};

/** Whether a shopper could pay with the method as configured: something to send money to. */
export function hasPayee(id: PaymentMethod, config: PaymentMethodConfig): boolean {
  return id === 'coinbase'
    ? config.wallets.length > 0 || config.paymentLink !== ''
    : config.handle.trim() !== '';
}

/**
 * Crypto saved before wallets existed had one free-text handle: an https link becomes the
 * payment link, a Bitcoin or 0x address a wallet; anything else (an e-mail) leaves nothing a
 * shopper could follow, so the method is off until the owner adds a wallet.
 */
function cryptoPayees(
  setting: PaymentMethodSetting,
): Pick<PaymentMethodConfig, 'wallets' | 'paymentLink'> {
  if (setting.wallets !== undefined || setting.paymentLink !== undefined) {
    return { wallets: setting.wallets ?? [], paymentLink: setting.paymentLink ?? '' };
  }
  const handle = setting.handle.trim();
  const wallet = walletFromLegacyHandle(handle);
  return { wallets: wallet ? [wallet] : [], paymentLink: isHttpsUrl(handle) ? handle : '' };
}

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
    const config: PaymentMethodConfig = {
      enabled: setting.enabled,
      handle: id === 'coinbase' ? '' : setting.handle,
      instructions: setting.instructions?.trim() || defaults.instructions,
      note: setting.note ?? defaults.note,
      recipientName: setting.recipientName ?? '',
      ...(id === 'coinbase' ? cryptoPayees(setting) : { wallets: [], paymentLink: '' }),
    };
    // Offered only with somewhere to pay: the switch in Settings says what checkout does.
    return { ...config, enabled: config.enabled && hasPayee(id, config) };
  };
  return {
    cashapp: resolve('cashapp'),
    venmo: resolve('venmo'),
    zelle: resolve('zelle'),
    coinbase: resolve('coinbase'),
  };
}

/**
 * What checkout and the e-mails show for one method. A schema, as an order's mail job carries
 * the option its checkout showed through the database (server/orders/order-mails.ts).
 */
export const PaymentOptionSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  name: z.string(),
  handle: z.string(),
  instructions: z.string(),
  note: z.string().nullable(),
  /** Zelle: the name the shopper's bank will display for the handle. */
  recipientName: z.string().nullable(),
  /** Cryptocurrency: each wallet with its coin and network; [] for the other methods. */
  wallets: z.array(CryptoWalletSchema),
  /** Cryptocurrency: the hosted payment page, if the owner set one. */
  paymentLink: z.string().nullable(),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

/** The method as shoppers see it, from its configuration. */
export function paymentOption(id: PaymentMethod, config: PaymentMethodConfig): PaymentOption {
  return {
    id,
    name: PAYMENT_METHOD_NAMES[id],
    handle: config.handle,
    instructions: config.instructions,
    note: config.note.trim() || null,
    recipientName: (id === 'zelle' && config.recipientName.trim()) || null,
    wallets: id === 'coinbase' ? config.wallets : [],
    paymentLink: (id === 'coinbase' && config.paymentLink) || null,
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
