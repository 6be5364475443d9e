import { eq } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/orders/order-status';
import {
  PAYMENT_METHOD_INSTRUCTIONS,
  PAYMENT_METHOD_NAMES,
  PaymentMethodsSettingSchema,
  type PaymentMethodsSetting,
  type PaymentOption,
} from '../../shared/orders/payment-methods';
import type { DbOrTx } from '../db/client';
import { siteSettings } from '../db/schema/site';

/** The methods the owner offers, in the spec's order, with their handles (DECISIONS.md). */
export async function listPaymentOptions(db: DbOrTx): Promise<PaymentOption[]> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, 'payment_methods'))
    .limit(1);
  const parsed = PaymentMethodsSettingSchema.safeParse(row?.value ?? {});
  const settings: PaymentMethodsSetting = parsed.success ? parsed.data : {};
  return PAYMENT_METHODS.flatMap((id) => {
    const setting = settings[id];
    if (!setting?.enabled || !setting.handle.trim()) return [];
    return [
      {
        id,
        name: PAYMENT_METHOD_NAMES[id],
        handle: setting.handle,
        instructions: PAYMENT_METHOD_INSTRUCTIONS[id],
        note: setting.note ?? null,
      },
    ];
  });
}

export async function findPaymentOption(
  db: DbOrTx,
  id: PaymentMethod,
): Promise<PaymentOption | null> {
  return (await listPaymentOptions(db)).find((option) => option.id === id) ?? null;
}
