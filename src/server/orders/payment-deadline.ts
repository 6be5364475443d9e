// The payment deadline: an order placed awaiting payment gets two durable jobs, queued in the
// order's transaction (so they exist exactly when the order does): a reminder to the shopper
// halfway, and at the deadline the cancellation of an order still unpaid, a notice to the
// owner, and the release of the discount code it used.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orders } from '../db/schema/orders';
import { releaseDiscount } from '../marketing/discounts.service';
import { PermanentJobError, type JobHandler, type JobSpec } from '../platform/jobs';
import { paymentOptionWhileUnpaid } from '../settings/payment-methods.service';
import { getNotificationAddress, getStoreName } from '../settings/store-settings.service';
import { enqueueOrderMail } from './order-mails';

export const PAYMENT_REMINDER = 'order.payment_reminder';
export const PAYMENT_EXPIRY = 'order.payment_expiry';

const HOUR_MS = 60 * 60 * 1000;
const OrderJobSchema = z.object({ orderId: z.uuid() });

/** When an order placed at `placedAt` must be paid by. */
export function paymentDueAt(placedAt: Date, hours: number): Date {
  return new Date(placedAt.getTime() + hours * HOUR_MS);
}

/**
 * The reminder (halfway) and the expiry (at the deadline), to queue in the order's transaction.
 * Timed by the database's clock like every job (platform/jobs.ts), so a frozen app clock in a
 * test neither fires them early nor holds them back. No reminder for an order that mails its
 * shopper nothing (`remind` false: the per-recipient cap, docs/decisions/049).
 */
export function paymentDeadlineJobs(order: {
  id: string;
  placedAt: Date;
  dueAt: Date;
  remind?: boolean;
}): JobSpec[] {
  const waitMs = order.dueAt.getTime() - order.placedAt.getTime();
  const expiry = {
    kind: PAYMENT_EXPIRY,
    payload: { orderId: order.id },
    options: { delayMs: waitMs },
  };
  if (order.remind === false) return [expiry];
  return [
    { kind: PAYMENT_REMINDER, payload: { orderId: order.id }, options: { delayMs: waitMs / 2 } },
    expiry,
  ];
}

export interface PaymentDeadlineDeps {
  db: Db;
  ownerEmail: string | undefined;
  clock: () => Date;
}

function parseOrderJob(kind: string, payload: unknown): string {
  const parsed = OrderJobSchema.safeParse(payload);
  if (!parsed.success)
    throw new PermanentJobError(`Invalid ${kind} payload: ${parsed.error.message}`);
  return parsed.data.orderId;
}

async function lockPendingOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  // Paid, cancelled by the owner, or deleted since: the deadline no longer applies.
  return row?.status === 'pending_payment' ? row : null;
}

async function sendReminder(deps: PaymentDeadlineDeps, orderId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockPendingOrder(tx, orderId);
    if (!row || row.paymentReminderSentAt) return;
    // Rendered when it is sent (order-mails.ts), with where to pay as it is now.
    await enqueueOrderMail(tx, row, {
      template: 'order.payment_reminder',
      to: row.customerEmail,
      storeName: await getStoreName(tx),
      payment: await paymentOptionWhileUnpaid(tx, row),
    });
    await tx
      .update(orders)
      .set({ paymentReminderSentAt: deps.clock() })
      .where(eq(orders.id, orderId));
  });
}

async function expireOrder(deps: PaymentDeadlineDeps, orderId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockPendingOrder(tx, orderId);
    if (!row) return;
    const now = deps.clock();
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(orders.id, orderId));
    // No account made this change: the history reads "By the store".
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: 'pending_payment',
      toStatus: 'cancelled',
      changedByUserId: null,
      changedAt: now,
    });
    if (row.discountCode) await releaseDiscount(tx, { orderId, code: row.discountCode });
    const notify = await getNotificationAddress(tx, deps.ownerEmail);
    if (notify.to) {
      await enqueueOrderMail(tx, row, {
        template: 'order.expired_notice',
        to: notify.to,
        storeName: notify.storeName,
      });
    }
  });
}

export function paymentDeadlineJobHandlers(deps: PaymentDeadlineDeps): Record<string, JobHandler> {
  return {
    [PAYMENT_REMINDER]: (payload) => sendReminder(deps, parseOrderJob(PAYMENT_REMINDER, payload)),
    [PAYMENT_EXPIRY]: (payload) => expireOrder(deps, parseOrderJob(PAYMENT_EXPIRY, payload)),
  };
}
