// A new order as it will be saved: its row and lines, made in the app (ids and number
// included) so its mails can be rendered before the transaction (the insert: order-batch.ts).
import { randomUUID } from 'node:crypto';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { Order } from '../../shared/orders/order.schema';
import { orderPayment, type PaymentOption } from '../../shared/orders/payment-methods';
import { newOrderNotificationEmail, orderAwaitingPaymentEmail } from '../mail/order-emails';
import { mailJob, type JobSpec } from '../platform/jobs';
import type { CheckoutSettings } from '../settings/store-settings.service';
import { newOrderNumber } from './order-number';
import { trackOrderUrl } from './orders.service';

export interface PricedLine {
  product: Product;
  size: string;
  color: string;
  quantity: number;
  unitPriceCents: number;
}

/** The picture of the chosen colour, else the main one. */
function lineImage(line: PricedLine): string {
  return (
    line.product.images.find((image) => image.color === line.color)?.url ?? line.product.imageUrl
  );
}

/** The saved order as its mails show it, built from what is about to be inserted. */
export function draftOrder(
  input: CreateOrder,
  priced: readonly PricedLine[],
  saved: Pick<
    Order,
    | 'subtotalCents'
    | 'discountCents'
    | 'discountCode'
    | 'discountPercentage'
    | 'shippingCents'
    | 'totalCents'
  >,
  createdAt: Date,
  dueAt: Date,
): Order {
  const items = priced.map((line) => ({
    id: randomUUID(),
    productId: line.product.id,
    productName: line.product.name,
    productImage: lineImage(line),
    selectedSize: line.size,
    selectedColor: line.color,
    quantity: line.quantity,
    priceCents: line.unitPriceCents,
  }));
  return {
    id: randomUUID(),
    orderNumber: newOrderNumber(),
    status: 'pending_payment',
    paymentMethod: input.paymentMethod,
    ...saved,
    customerName: input.shipping.name,
    customerEmail: input.shipping.email,
    shippingAddress: input.shipping.address,
    shippingCity: input.shipping.city,
    shippingState: input.shipping.state,
    shippingZip: input.shipping.zip,
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    createdAt: createdAt.toISOString(),
    paymentDueAt: dueAt.toISOString(),
    // The order getOrder reads them in (by product name).
    items: items.sort((a, b) =>
      a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0,
    ),
  };
}

/**
 * The shopper's record of where to pay, and the owner's notice: rendered before the
 * transaction (the embedded database serves one transaction at a time, and a render inside it
 * would hold every other checkout), queued in it. `mailShopper` false (the address had its
 * hour's order mails, docs/decisions/049): the owner's notice only.
 */
export async function orderMails(
  order: Order,
  payment: PaymentOption,
  notify: CheckoutSettings['notify'],
  publicUrl: string,
  mailShopper = true,
): Promise<JobSpec[]> {
  const awaiting = mailShopper
    ? orderAwaitingPaymentEmail(
        order,
        orderPayment(payment, order),
        trackOrderUrl(publicUrl, order),
        notify.storeName,
      )
    : null;
  // The Orders screen filtered to this one order, its detail open (orders-page.tsx).
  const query = new URLSearchParams({ q: order.orderNumber, order: order.id });
  const adminUrl = `${publicUrl}/admin/orders?${query}`;
  const ownerNotice = notify.to
    ? newOrderNotificationEmail(order, adminUrl, notify.storeName)
    : null;
  const mails = awaiting ? [mailJob({ to: order.customerEmail, ...(await awaiting) })] : [];
  if (notify.to && ownerNotice) mails.push(mailJob({ to: notify.to, ...(await ownerNotice) }));
  return mails;
}
