import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { PAYMENT_METHODS } from './order-status';
import { isUsStateCode } from './us-states';

export const MAX_QUANTITY_PER_LINE = 100;
export const MAX_ORDER_LINES = 50;
export const SELECT_PAYMENT_METHOD = 'Please select a payment method';
export const SELECT_STATE = 'Please select a state';
export const INVALID_ZIP = 'Please enter a valid ZIP code';

const required = (label: string, max: number) =>
  safeText(label).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const ShippingInfoSchema = z.object({
  name: required('Name', 200),
  email: safeText('Email', { invalid: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .max(255, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  address: required('Address', 300),
  city: required('City', 100),
  /** The USPS code of a state, DC or territory the store ships to (us-states.ts). */
  state: safeText('State', { required: SELECT_STATE, invalid: SELECT_STATE })
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, SELECT_STATE),
  /** Five digits, or ZIP+4. */
  zip: safeText('ZIP code', { invalid: INVALID_ZIP })
    .trim()
    .min(1, 'ZIP code is required')
    .regex(/^\d{5}(-\d{4})?$/, INVALID_ZIP),
});
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;

export const OrderLineInputSchema = z.object({
  productId: z.uuid('A product in your cart is no longer available'),
  /** Empty only for a product sold in one size (or colour): it lists none to choose from. */
  size: safeText('Size').trim().max(20),
  color: safeText('Colour').trim().max(50),
  quantity: z
    .number('Quantity must be a whole number')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY_PER_LINE, `Quantity can be at most ${MAX_QUANTITY_PER_LINE} per item`),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

/** The browser sends what was chosen, never a price (DECISIONS.md: the server is the authority). */
export const CreateOrderSchema = z.object({
  shipping: ShippingInfoSchema,
  items: z
    .array(OrderLineInputSchema, 'Your cart is empty')
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} items`),
  paymentMethod: z.enum(PAYMENT_METHODS, SELECT_PAYMENT_METHOD),
  discountCode: safeText('Discount code', { invalid: 'Invalid discount code' })
    .trim()
    .toUpperCase()
    .max(50, 'Invalid discount code')
    .nullish()
    .transform((value) => value || null),
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

export const CreatedOrderSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;

export const PAYMENT_REFERENCE_MAX = 200;
export const PAYMENT_REFERENCE_TOO_LONG = `The payment reference can be at most ${PAYMENT_REFERENCE_MAX} characters.`;

/**
 * What the shopper may give with "I've Sent the Payment" to tell their payment apart: the
 * sender's name or handle, or a transaction id or hash. Blank is none.
 */
export const PaymentReferenceSchema = safeText('Payment reference')
  .trim()
  .max(PAYMENT_REFERENCE_MAX, PAYMENT_REFERENCE_TOO_LONG)
  .nullish()
  .transform((value) => value || null);

/** "I've Sent the Payment": the address on the order proves it is the shopper's own. */
export const PaymentSentSchema = z.object({
  email: safeText('Email').trim().toLowerCase().max(255, 'Order not found.'),
  reference: PaymentReferenceSchema,
});
export type PaymentSent = z.input<typeof PaymentSentSchema>;

export const TrackOrderSchema = z.object({
  orderNumber: safeText('Order number', { required: 'Please enter both order number and email' })
    .trim()
    .toUpperCase()
    .min(1, 'Please enter both order number and email')
    .max(20, 'Order not found. Please check your order number and email.'),
  email: safeText('Email', { required: 'Please enter both order number and email' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter both order number and email')
    .max(255, 'Order not found. Please check your order number and email.'),
});
export type TrackOrder = z.infer<typeof TrackOrderSchema>;
