import { z } from 'zod';
import { OutboxCountsSchema } from './mail-outbox.schema';

export const DASHBOARD_DAYS = 30;

export const DashboardSchema = z.object({
  /** Sum of the totals of paid orders (processing, shipped, delivered). */
  revenueCents: z.number().int(),
  orderCount: z.number().int(),
  awaitingPaymentCount: z.number().int(),
  productCount: z.number().int(),
  activeSubscriberCount: z.number().int(),
  /** The last 30 days (UTC), oldest first, days without sales included. */
  revenueByDay: z.array(z.object({ date: z.string(), revenueCents: z.number().int() })),
  siteLock: z.object({ isLocked: z.boolean(), hasPassword: z.boolean() }),
  /** E-mails delayed or failed (the outbox at /admin/mail): a banner while any wait. */
  mailOutbox: OutboxCountsSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * The calendar days (UTC, YYYY-MM-DD) of the window ending today, oldest first.
 * @example lastDays(new Date('2026-11-22T10:00:00Z'), 2) // ['2026-11-21', '2026-11-22']
 */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
