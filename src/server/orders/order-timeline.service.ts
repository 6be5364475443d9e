// An order's history as the owner reads it (issue 26): internal notes, status changes, the
// e-mails that went out and the refunds recorded, each with who and when. Notes and mails are
// order_events rows; status changes and refunds are read from their own tables.
import { asc, eq, sql } from 'drizzle-orm';
import type { OrderTimelineEntry } from '../../shared/orders/order-lifecycle.schema';
import { findAccountNames } from '../auth/users.service';
import type { DbOrTx } from '../db/client';
import { orderEvents, orderRefunds } from '../db/schema/order-activity';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orders } from '../db/schema/orders';

/** A mail about an order that went out, by its subject. */
export interface SentOrderMail {
  orderId: string;
  subject: string;
}

/**
 * Mails that went out: one line each in their order's history, in one statement. Written only
 * while the order exists (a mail may outlive a deleted order: no history is left to write to).
 */
export async function recordOrderMailsSent(
  db: DbOrTx,
  sent: readonly SentOrderMail[],
): Promise<void> {
  if (sent.length === 0) return;
  const rows = sql.join(
    sent.map((mail) => sql`(${mail.orderId}::uuid, ${mail.subject}::text)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${orderEvents} (order_id, kind, body)
        select ${orders.id}, 'mail', sent.subject
        from (values ${rows}) as sent (order_id, subject)
        join ${orders} on ${orders.id} = sent.order_id`,
  );
}

/**
 * recordOrderMailsSent for the job worker, which sends a batch of mails side by side: those
 * sent in one turn of the event loop are written together (like batchedOrderReader).
 */
export function batchedMailRecorder(db: DbOrTx): (mail: SentOrderMail) => Promise<void> {
  let pending: { sent: SentOrderMail[]; written: Promise<void> } | null = null;
  return async (mail) => {
    if (!pending) {
      const sent: SentOrderMail[] = [];
      const written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return recordOrderMailsSent(db, sent);
      });
      pending = { sent, written };
    }
    pending.sent.push(mail);
    await pending.written;
  };
}

/** The owner's internal note; false when there is no such order. */
export async function addOrderNote(
  db: DbOrTx,
  orderId: string,
  note: { body: string; userId: string; now: Date },
): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return false;
  await db.insert(orderEvents).values({
    orderId,
    kind: 'note',
    body: note.body,
    actorUserId: note.userId,
    createdAt: note.now,
  });
  return true;
}

/** Where each kind sits among entries of the same instant: what happened first reads first. */
const SAME_INSTANT_ORDER: Record<OrderTimelineEntry['kind'], number> = {
  status: 0,
  refund: 1,
  note: 2,
  mail: 3,
};

/** The order's history, oldest first; null when there is no such order. */
export async function getOrderTimeline(
  db: DbOrTx,
  orderId: string,
): Promise<OrderTimelineEntry[] | null> {
  // One after another: inside a transaction the queries share one connection.
  const [order] = await db
    .select({ cancelReason: orders.cancelReason })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  const changes = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt));
  const names = await findAccountNames(
    db,
    [
      ...events.map((event) => event.actorUserId),
      ...changes.map((change) => change.changedByUserId),
      ...refunds.map((refund) => refund.createdByUserId),
    ].filter((id): id is string => id !== null),
  );
  // An account deleted since reads as the store, like a change nobody made.
  const who = (userId: string | null) => (userId && names.get(userId)) || null;
  const lastCancel = changes.findLast((change) => change.toStatus === 'cancelled');

  const entries: OrderTimelineEntry[] = [
    ...changes.map((change) => ({
      kind: 'status' as const,
      id: `status-${change.id}`,
      at: change.changedAt.toISOString(),
      by: who(change.changedByUserId),
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      reason: change === lastCancel ? order.cancelReason : null,
    })),
    ...refunds.map((refund) => ({
      kind: 'refund' as const,
      id: `refund-${refund.id}`,
      at: refund.createdAt.toISOString(),
      by: who(refund.createdByUserId),
      amountCents: refund.amountCents,
      note: refund.note,
    })),
    ...events.map((event) =>
      event.kind === 'note'
        ? {
            kind: 'note' as const,
            id: `note-${event.id}`,
            at: event.createdAt.toISOString(),
            by: who(event.actorUserId),
            body: event.body,
          }
        : {
            kind: 'mail' as const,
            id: `mail-${event.id}`,
            at: event.createdAt.toISOString(),
            by: null,
            subject: event.body,
          },
    ),
  ];
  // Stable: within a kind the rows keep their own order.
  return entries.sort(
    (a, b) => a.at.localeCompare(b.at) || SAME_INSTANT_ORDER[a.kind] - SAME_INSTANT_ORDER[b.kind],
  );
}
