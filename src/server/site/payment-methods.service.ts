import type { PaymentMethod } from '../../shared/orders/order-status';
import { PAYMENT_METHODS } from '../../shared/orders/order-status';
import { paymentOption, type PaymentOption } from '../../shared/orders/payment-methods';
import type { DbOrTx } from '../db/client';
import { getPaymentMethodsConfig } from './store-settings.service';

/** The methods the owner offers, in the spec's order, as set in Settings (DECISIONS.md). */
export async function listPaymentOptions(db: DbOrTx): Promise<PaymentOption[]> {
  const config = await getPaymentMethodsConfig(db);
  return PAYMENT_METHODS.flatMap((id) => {
    const method = config[id];
    return method.enabled && method.handle.trim() ? [paymentOption(id, method)] : [];
  });
}

/** A method a new order may use: offered now, else null. */
export async function findPaymentOption(
  db: DbOrTx,
  id: PaymentMethod,
): Promise<PaymentOption | null> {
  return (await listPaymentOptions(db)).find((option) => option.id === id) ?? null;
}

/**
 * Where to pay for an order already placed with `id`: its current handle and instructions,
 * also when the owner has since stopped offering it (the shopper still owes the money).
 * Null only when no handle is set for it at all.
 */
export async function paymentOptionForOrder(
  db: DbOrTx,
  id: PaymentMethod,
): Promise<PaymentOption | null> {
  const method = (await getPaymentMethodsConfig(db))[id];
  return method.handle.trim() ? paymentOption(id, method) : null;
}
