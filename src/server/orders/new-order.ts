// A new order as it will be saved: its row and lines, made in the app (ids and number
// included) so its jobs can name it before it is inserted (the insert: order-batch.ts).
import { randomUUID } from 'node:crypto';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import type { Product } from '../../shared/catalog/product.schema';
import type { Order } from '../../shared/orders/order.schema';
import { newOrderNumber } from './order-number';

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

/** The order as it is about to be inserted, as getOrder will read it back. */
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
    refundedCents: 0,
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
