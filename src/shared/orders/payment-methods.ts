import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from './order-status';

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  cashapp: 'Cash App',
  venmo: 'Venmo',
  zelle: 'Zelle',
  coinbase: 'Cryptocurrency',
};

export const PAYMENT_METHOD_INSTRUCTIONS: Readonly<Record<PaymentMethod, string>> = {
  cashapp: 'Send the exact total to our Cash App with your order number in the note.',
  venmo: 'Send the exact total to our Venmo with your order number in the note.',
  zelle:
    'Send the exact total with Zelle to our e-mail address, with your order number in the memo.',
  coinbase:
    'Send the exact total in crypto through Coinbase to our address, with your order number in the message.',
};

export const COINBASE_NOTE = 'Supports Bitcoin, Ethereum, USDC, and more';

/** The stored `payment_methods` setting: the owner's handle for each and whether it is offered. */
export const PaymentMethodSettingSchema = z.object({
  enabled: z.boolean(),
  handle: z.string(),
  note: z.string().optional(),
});
export const PaymentMethodsSettingSchema = z.partialRecord(
  z.enum(PAYMENT_METHODS),
  PaymentMethodSettingSchema,
);
export type PaymentMethodsSetting = z.infer<typeof PaymentMethodsSettingSchema>;

/** What checkout shows for one offered method. */
export interface PaymentOption {
  id: PaymentMethod;
  name: string;
  handle: string;
  instructions: string;
  note: string | null;
}
