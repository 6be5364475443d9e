import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../shared/orders/order-status';
import { user } from './auth';
import { orders } from './orders';

/** One row per status change of an order, with who made it (admin order detail). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    /** Increasing, so changes saved within one clock tick still read back in order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    /** Null for automatic changes, or once the account is deleted. */
    changedByUserId: text('changed_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.id)],
);

export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
