// The owner's Orders screen (admin §2 Orders, §4, §7, §9): list, detail, edit, export.
import { z } from 'zod';
import { ShippingInfoSchema } from './checkout.schema';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from './order-status';
import { OrderSchema } from './order.schema';
import { OrderRefundSchema } from './refunds';
import { CARRIERS } from './tracking-url';

/**
 * The awaiting-payment view: `pending_payment` orders, oldest first, so the longest-waiting
 * order is on top. The spec's filter omits the status; the owner still needs to find them.
 */
export const AWAITING_PAYMENT_VIEW = 'pending_payment';

/**
 * The status filter of the Orders list, exactly these (admin §9): all, then every status in
 * its order but awaiting payment, which has its own view.
 */
export const ORDER_STATUS_FILTERS = [
  'all',
  ...ORDER_STATUSES.filter(
    (status): status is Exclude<OrderStatus, typeof AWAITING_PAYMENT_VIEW> =>
      status !== AWAITING_PAYMENT_VIEW,
  ),
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDER_LIST_DEFAULT_LIMIT = 25;
export const ORDER_LIST_MAX_LIMIT = 100;

const INVALID_CURSOR = 'The list position is not valid. Please reload the orders.';
// A position in the list: the last row's creation time (microseconds, UTC) and id.
const CURSOR_PATTERN =
  /^((?:19|2\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A real calendar time (no February 31st), so the database never sees a bad timestamp. */
function isRealTime(seconds: string): boolean {
  const parsed = new Date(`${seconds}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(seconds);
}

/** `nextCursor` of a list page, passed back unchanged to get the page after it. */
export const OrderCursorSchema = z
  .string()
  .regex(CURSOR_PATTERN, INVALID_CURSOR)
  .refine((value) => isRealTime(value.slice(0, 19)), INVALID_CURSOR)
  .transform((value) => {
    const [at = '', id = ''] = value.split('_');
    return { at, id };
  });
export type OrderCursor = z.infer<typeof OrderCursorSchema>;

export const OrderListFilterSchema = z.object({
  status: z
    .enum([...ORDER_STATUS_FILTERS, AWAITING_PAYMENT_VIEW], 'Unknown order status filter')
    .default('all'),
  /** Part of an order number, customer name or e-mail, any case. */
  q: z
    .string('Search must be text')
    .trim()
    .max(100, 'Search is too long')
    .optional()
    .transform((value) => value || undefined),
});
export type OrderListFilter = z.infer<typeof OrderListFilterSchema>;

export const OrderListQuerySchema = OrderListFilterSchema.extend({
  cursor: OrderCursorSchema.optional(),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ORDER_LIST_MAX_LIMIT, `Limit can be at most ${ORDER_LIST_MAX_LIMIT}`)
    .default(ORDER_LIST_DEFAULT_LIMIT),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  /** How many orders match the filter and search, over all pages. */
  total: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const OrderStatusChangeSchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(ORDER_STATUSES),
  toStatus: z.enum(ORDER_STATUSES),
  changedAt: z.string(),
  /** Null when the change was automatic or the account is gone. */
  changedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

export const AdminOrderSchema = OrderSchema.extend({
  notes: z.string().nullable(),
  /** The tracking number the customer was last e-mailed about, if any. */
  shippingNotifiedTracking: z.string().nullable(),
  /** Oldest first. */
  history: z.array(OrderStatusChangeSchema),
  /** The refunds recorded, oldest first (order-refunds.service.ts). */
  refunds: z.array(OrderRefundSchema),
  /** What may still be refunded: 0 when the order was never paid or is fully refunded. */
  refundableCents: z.number().int(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** Absent: unchanged. Null or blank: cleared (admin §7: empty tracking fields are saved as null). */
const clearableText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The detail dialog's save: any subset of the editable fields. */
export const AdminOrderUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, 'Please choose a valid order status').optional(),
  /** Null is "none". */
  carrier: z.enum(CARRIERS, 'Carrier must be USPS, UPS, FedEx or none').nullable().optional(),
  trackingNumber: clearableText('Tracking number', 100),
  /** Left empty with carrier and number set, the server fills in the carrier's link. */
  trackingUrl: clearableText('Tracking URL', 500).refine(
    (value) => value == null || isWebAddress(value),
    'Please enter a valid tracking URL (starting with https://)',
  ),
  shippingAddress: ShippingInfoSchema.shape.address.optional(),
  shippingCity: ShippingInfoSchema.shape.city.optional(),
  shippingState: ShippingInfoSchema.shape.state.optional(),
  shippingZip: ShippingInfoSchema.shape.zip.optional(),
  /** Internal notes, never shown to the customer. */
  notes: clearableText('Notes', 5000),
});
export type AdminOrderUpdate = z.infer<typeof AdminOrderUpdateSchema>;
export type AdminOrderUpdateInput = z.input<typeof AdminOrderUpdateSchema>;

export const AdminOrderUpdatedSchema = z.object({
  order: AdminOrderSchema,
  /** The save queued the shipping e-mail (show 'Shipping notification will be sent to customer'). */
  shippingNotificationQueued: z.boolean(),
});
export type AdminOrderUpdated = z.infer<typeof AdminOrderUpdatedSchema>;
