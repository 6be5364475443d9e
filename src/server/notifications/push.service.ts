// Push alerts for the owner's devices (spec admin §4 Push alerts; DECISIONS.md: notifications
// are server-side). A saved order queues one `push.new-order` job in its own transaction; that
// job queues one `push.send` per saved subscription, so a device whose push service is down
// is retried on its own without the others getting the alert twice.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newOrderSummary, newOrderTitle } from '../../shared/notifications/new-order.schema';
import {
  PushNotificationSchema,
  type PushNotification,
  type PushSubscriptionJson,
} from '../../shared/notifications/push.schema';
import type { Db, DbOrTx } from '../db/client';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import { enqueueJob, PermanentJobError, type JobHandler, type JobSpec } from '../platform/jobs';
import type { PushSender } from '../platform/push';

export const PUSH_NEW_ORDER = 'push.new-order';
export const PUSH_SEND = 'push.send';

/** Where a click on the notification takes the owner. */
export const NEW_ORDER_PUSH_URL = '/admin/orders';

/** A device that is offline this long misses the alert; the order is on the Orders screen. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * A push service that is down is retried for ten minutes, not the 72 hours mail gets: an alert
 * about a new order is stale by then, and the order is on the dashboard (docs/decisions/044).
 */
const PUSH_RETRY = { retryForMs: 10 * 60 * 1000 };

const NewOrderPushJobSchema = z.object({ orderId: z.uuid() });
const PushSendJobSchema = z.object({
  subscriptionId: z.uuid(),
  notification: PushNotificationSchema,
  topic: z.string(),
});

/** Queued in the order's transaction: the alert exists exactly when the order does. */
export function newOrderPushJob(orderId: string): JobSpec {
  return { kind: PUSH_NEW_ORDER, payload: { orderId }, options: PUSH_RETRY };
}

/** One device per endpoint: subscribing again (new keys, or another admin) replaces the row. */
export async function savePushSubscription(
  db: DbOrTx,
  userId: string,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes the admin's own subscription with this endpoint; true when there was one. */
export async function removePushSubscription(
  db: DbOrTx,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

function parsePayload<T>(schema: z.ZodType<T>, payload: unknown, kind: string): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new PermanentJobError(`Invalid ${kind} payload: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** What a new-order alert says of its order: its number, who placed it and its total. */
export interface AnnouncedOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  totalCents: number;
}

export function pushJobHandlers(deps: {
  db: Db;
  sender: PushSender;
  /**
   * The order an alert announces, or null once deleted: given by the wiring (job-handlers.ts),
   * as notifications sit below orders, which queue the alerts.
   */
  orderOf: (orderId: string) => Promise<AnnouncedOrder | null>;
}): Record<string, JobHandler> {
  const { db, sender, orderOf } = deps;
  // The worker runs a batch of jobs side by side (platform/jobs-worker.ts): the new-order jobs
  // among them share one read of the devices, started after they were all claimed.
  let devicesRead: Promise<{ id: string }[]> | null = null;
  const readDevices = () => {
    devicesRead ??= db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .finally(() => {
        devicesRead = null;
      });
    return devicesRead;
  };
  return {
    [PUSH_NEW_ORDER]: async (payload) => {
      const { orderId } = parsePayload(NewOrderPushJobSchema, payload, PUSH_NEW_ORDER);
      // No device to alert (the common case until the owner turns alerts on): the order is not read.
      const devices = await readDevices();
      if (devices.length === 0) return;
      const order = await orderOf(orderId);
      // Deleted before the job ran: nothing left to announce.
      if (!order) return;
      const notification: PushNotification = {
        title: newOrderTitle(order.orderNumber),
        body: newOrderSummary(order),
        url: NEW_ORDER_PUSH_URL,
        tag: `order-${order.id}`,
      };
      await db.transaction(async (tx) => {
        for (const device of devices) {
          await enqueueJob(
            tx,
            PUSH_SEND,
            { subscriptionId: device.id, notification, topic: order.id.replaceAll('-', '') },
            PUSH_RETRY,
          );
        }
      });
    },
    [PUSH_SEND]: async (payload) => {
      const job = parsePayload(PushSendJobSchema, payload, PUSH_SEND);
      const [device] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, job.subscriptionId));
      // Unsubscribed since: the owner no longer wants alerts there.
      if (!device) return;
      const outcome = await sender.send(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(job.notification),
        { ttlSeconds: PUSH_TTL_SECONDS, topic: job.topic },
      );
      if (outcome === 'gone') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      }
    },
  };
}
