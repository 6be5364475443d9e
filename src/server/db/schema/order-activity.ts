import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_EVENT_KINDS } from '../../../shared/orders/order-events';
import { user } from './auth';
import { orders } from './orders';

/**
 * A refund the owner sent back by hand (payment is manual) and recorded: several partial ones
 * may add up to what was paid; `orders.refunded_cents` keeps their sum.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    /** Null once the account is deleted. */
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_id_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The order's history besides its status changes (order_status_history) and refunds: the
 * owner's internal notes, never shown to the customer, and each e-mail sent about the order,
 * by its subject.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    /** Increasing, so events saved within one clock tick still read back in order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** The note's text, or the e-mail's subject. */
    body: text('body').notNull(),
    /** Who wrote the note; null for what the store did by itself, or once the account is deleted. */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.id)],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
