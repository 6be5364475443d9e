// Checkouts that reach the database together are saved together (docs/decisions/035). The
// embedded database runs one statement at a time for the whole process, and an order on its
// own is six (begin, set local, order, lines, jobs, commit). Orders that arrive while a batch is
// being written wait for the next one, which saves all of them with one multi-row insert per
// table: the statements of a transaction are shared by the batch, not paid per order.
//
// Each order keeps its own outcome. A number drawn twice leaves that order out (it draws again);
// if the batch fails as a whole (a discount code over its limit, an Idempotency-Key already
// used, anything else), nothing of it was written, and each of its orders is then saved in a
// transaction of its own, so only the one at fault fails, with its own error. A batch whose
// connection died is not tried again: whether it committed is unknown.
import type { Order } from '../../shared/orders/order.schema';
import type { Db, DbOrTx } from '../db/client';
import type { GroupCommit } from '../db/group-commit';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { orderItems, orders } from '../db/schema/orders';
import { enqueueJobBatch, type JobSpec } from '../platform/jobs';

/** An order ready to insert: its row, its lines, its jobs, and what else its transaction does. */
export interface PreparedOrder {
  order: Order;
  promotionPercentage: number | null;
  userId: string | null;
  idempotencyKey: string | null;
  /** The shopper's mails, the owner's notice and push, the payment deadline. */
  jobs: JobSpec[];
  /** After the order row exists (a discount code's use names its order); throws to refuse. */
  afterInsert?: (tx: DbOrTx) => Promise<void>;
}

export interface OrderBatcher {
  /** Resolves true once committed (not yet flushed), false when its number was taken. */
  save(prepared: PreparedOrder): Promise<boolean>;
}

/** Well under Postgres' 65,535 bind parameters (about 40 per order, its line and its jobs). */
const MAX_BATCH = 200;

interface Waiting {
  prepared: PreparedOrder;
  resolve: (saved: boolean) => void;
  reject: (error: unknown) => void;
}

function orderRow({ order, promotionPercentage, userId, idempotencyKey }: PreparedOrder) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    userId,
    status: order.status,
    paymentMethod: order.paymentMethod,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    discountPercentage: order.discountPercentage,
    promotionPercentage,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZip: order.shippingZip,
    createdAt: new Date(order.createdAt),
    updatedAt: new Date(order.createdAt),
    paymentDueAt: new Date(order.paymentDueAt!),
    idempotencyKey,
  };
}

/**
 * Inserts the orders whose numbers are free, then their lines and jobs: three statements
 * whatever the count. Resolves to the ids inserted.
 */
export async function insertOrders(
  tx: DbOrTx,
  batch: readonly PreparedOrder[],
): Promise<Set<string>> {
  const rows = await tx
    .insert(orders)
    .values(batch.map(orderRow))
    // Order numbers are random: a number taken (by an older order or one of this batch) leaves
    // its order out, and that order draws again.
    .onConflictDoNothing({ target: orders.orderNumber })
    .returning({ id: orders.id });
  const inserted = new Set(rows.map((row) => row.id));
  const saved = batch.filter((prepared) => inserted.has(prepared.order.id));
  for (const prepared of saved) await prepared.afterInsert?.(tx);
  if (saved.length > 0) {
    await tx
      .insert(orderItems)
      .values(
        saved.flatMap(({ order }) => order.items.map((item) => ({ ...item, orderId: order.id }))),
      );
    // In the orders' transaction: an order's mails, push and deadline exist iff the order does.
    await enqueueJobBatch(
      tx,
      saved.flatMap((prepared) => prepared.jobs),
    );
  }
  return inserted;
}

export function createOrderBatcher(db: Db, commits: GroupCommit): OrderBatcher {
  const waiting: Waiting[] = [];
  let writing = false;

  const write = (batch: readonly PreparedOrder[]) =>
    db.transaction(async (tx) => {
      // Acknowledged after one shared flush (db/group-commit.ts), not a flush per commit.
      await commits.deferFlush(tx);
      return insertOrders(tx, batch);
    });

  async function saveAlone(entry: Waiting): Promise<void> {
    try {
      const inserted = await write([entry.prepared]);
      entry.resolve(inserted.has(entry.prepared.order.id));
    } catch (error) {
      entry.reject(error);
    }
  }

  async function writeBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return saveAlone(batch[0]!);
    let inserted: Set<string>;
    try {
      inserted = await write(batch.map((entry) => entry.prepared));
    } catch (error) {
      // The connection died: the batch may have committed before its answer was lost, so no
      // order is saved again here. Each answers 503; a shopper's retry with the same
      // Idempotency-Key finds the order if it was saved (docs/decisions/043).
      if (isDatabaseUnavailable(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // Rolled back whole: each order again on its own, so only the one at fault fails.
      for (const entry of batch) await saveAlone(entry);
      return;
    }
    for (const entry of batch) entry.resolve(inserted.has(entry.prepared.order.id));
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) await writeBatch(waiting.splice(0, MAX_BATCH));
    writing = false;
  }

  return {
    save(prepared) {
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ prepared, resolve, reject });
        if (writing) return;
        writing = true;
        // Checkouts whose reads finished in this same turn join the first batch.
        setImmediate(() => void drain());
      });
    },
  };
}
