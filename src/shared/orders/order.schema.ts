import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-status';

export const OrderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  productName: z.string(),
  productImage: z.string().nullable(),
  selectedSize: z.string(),
  selectedColor: z.string(),
  quantity: z.number().int(),
  /** What one unit cost, in cents. */
  priceCents: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  discountCode: z.string().nullable(),
  discountPercentage: z.number().int().nullable(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  /** The sum of the refunds the owner recorded (refunds.ts: refundStatus). */
  refundedCents: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZip: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  carrier: z.string().nullable(),
  createdAt: z.string(),
  /** While it awaits payment, the order is cancelled at this time (null: placed before deadlines). */
  paymentDueAt: z.string().nullable(),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = OrderSchema.pick({
  id: true,
  orderNumber: true,
  status: true,
  totalCents: true,
  refundedCents: true,
  createdAt: true,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** What shoppers read for each status (spec §4; DECISIONS: pending_payment is "Awaiting Payment"). */
export const ORDER_STATUS_TEXT: Readonly<
  Record<z.infer<typeof OrderSchema>['status'], { label: string; description: string }>
> = {
  pending_payment: {
    label: 'Awaiting Payment',
    description: 'We are waiting for your payment.',
  },
  pending: {
    label: 'Order Received',
    description: 'Your order has been received and is being prepared.',
  },
  processing: {
    label: 'Processing',
    description: 'Your order is being processed and will ship soon.',
  },
  shipped: { label: 'Shipped', description: 'Your order is on its way.' },
  delivered: { label: 'Delivered', description: 'Your order has been delivered. Thank you!' },
  cancelled: { label: 'Cancelled', description: 'This order has been cancelled.' },
};
