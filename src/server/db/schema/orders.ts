import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../shared/orders/order-status';
import { customerKey } from '../customer-key';
import { user } from './auth';
import { products } from './products';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CTK- and at least five digits, random (guests look orders up by number + e-mail). */
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    discountPercentage: integer('discount_percentage'),
    promotionPercentage: integer('promotion_percentage'),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    customerName: text('customer_name').notNull(),
    /** Stored lower-cased. */
    customerEmail: text('customer_email').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingZip: text('shipping_zip').notNull(),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    carrier: text('carrier'),
    notes: text('notes'),
    /**
     * What the shopper gave with "I've Sent the Payment" to tell their payment apart: the
     * sender's name or handle, or a transaction id or hash. Optional.
     */
    paymentReference: text('payment_reference'),
    /** The owner's reason, given when they cancelled the order by hand (sent to the customer). */
    cancelReason: text('cancel_reason'),
    /** The sum of the refunds recorded (order_refunds), kept with the order for lists and revenue. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The "Payment received" e-mail was queued: once per order, however often Mark as Paid is pressed. */
    paymentReceivedMailedAt: timestamp('payment_received_mailed_at', { withTimezone: true }),
    /** The tracking number the shipping e-mail went out for: one e-mail per order and number. */
    shippingNotifiedTracking: text('shipping_notified_tracking'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Unpaid by then, the order is cancelled; set from the deadline in Settings when placed. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The halfway reminder went out: jobs run at least once, the reminder exactly once. */
    paymentReminderSentAt: timestamp('payment_reminder_sent_at', { withTimezone: true }),
    /** The checkout attempt's Idempotency-Key: a retry of the same attempt finds this order. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    index('orders_email_idx').on(t.customerEmail),
    // A customer's orders, any case of their address (the Customers screen, customer-key.ts).
    index('orders_customer_key_idx').on(customerKey(t.customerEmail)),
    // The owner's list pages newest (or, awaiting payment, oldest) first by (created_at, id),
    // across all orders or within one status.
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    check(
      'orders_money_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    // No more goes back than was paid.
    check(
      'orders_refunded_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    selectedSize: text('selected_size').notNull(),
    selectedColor: text('selected_color').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price actually charged (size surcharge and promotion applied), in cents. */
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
