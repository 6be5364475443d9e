import type { PaymentMethod } from '../../shared/orders/order-status';
import { PAYMENT_METHODS } from '../../shared/orders/order-status';
import {
  hasPayee,
  orderPayment,
  paymentOption,
  type OrderPayment,
  type PaymentMethodsConfig,
  type PaymentOption,
} from '../../shared/orders/payment-methods';
import type { OrderStatus } from '../../shared/orders/order-status';
import type { DbOrTx } from '../db/client';
import { getPaymentMethodsConfig } from './store-settings.service';

/**
 * The methods the owner offers, in the spec's order, as set in Settings (DECISIONS.md): each
 * with somewhere to send the money (crypto: a wallet or a payment link).
 */
export async function listPaymentOptions(db: DbOrTx): Promise<PaymentOption[]> {
  return offeredPaymentOptions(await getPaymentMethodsConfig(db));
}

/** The methods offered by this configuration, in the spec's order. */
export function offeredPaymentOptions(config: PaymentMethodsConfig): PaymentOption[] {
  return PAYMENT_METHODS.flatMap((id) => {
    const method = config[id];
    return method.enabled && hasPayee(id, method) ? [paymentOption(id, method)] : [];
  });
}

/**
 * Where to pay for an order already placed with `id`: its current handle and instructions,
 * also when the owner has since stopped offering it (the shopper still owes the money).
 * Null only when nothing to pay to is set for it at all.
 */
export async function paymentOptionForOrder(
  db: DbOrTx,
  id: PaymentMethod,
): Promise<PaymentOption | null> {
  const method = (await getPaymentMethodsConfig(db))[id];
  return hasPayee(id, method) ? paymentOption(id, method) : null;
}

/**
 * Where to pay, for the order's own pages and mails: only while it awaits payment (once paid or
 * cancelled, a handle and an amount would only invite a second payment).
 */
export async function paymentForOrder(
  db: DbOrTx,
  order: {
    status: OrderStatus;
    paymentMethod: PaymentMethod;
    orderNumber: string;
    totalCents: number;
  },
): Promise<OrderPayment | null> {
  const option = await paymentOptionWhileUnpaid(db, order);
  return option ? orderPayment(option, order) : null;
}

/** The method paymentForOrder shows, without the order's amount and memo (a mail job's part). */
export async function paymentOptionWhileUnpaid(
  db: DbOrTx,
  order: { status: OrderStatus; paymentMethod: PaymentMethod },
): Promise<PaymentOption | null> {
  if (order.status !== 'pending_payment') return null;
  return paymentOptionForOrder(db, order.paymentMethod);
}
