// A checkout attempt's Idempotency-Key is stored with the order it made (unique), so a retry
// of the same attempt, even one racing the first, answers with the first order.
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/orders/idempotency-key';
import type { CreatedOrder, CreateOrder } from '../../shared/orders/checkout.schema';
import type { Db } from '../db/client';
import type { GroupCommit } from '../db/group-commit';
import { isUniqueViolation } from '../db/pg-errors';
import { orders } from '../db/schema/orders';
import { badRequest, HttpError } from '../http/errors';

export { IDEMPOTENCY_HEADER };

/** The header's key, null without one; a malformed key is refused rather than ignored. */
export function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 16 to 100 letters, digits, - or _.`);
  }
  return header;
}

async function findByKey(db: Db, key: string, email: string): Promise<CreatedOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  // A key is only ever the one checkout's: someone else's order is not handed out by key.
  if (row.customerEmail !== email.trim().toLowerCase()) {
    throw new HttpError(409, 'conflict', 'This checkout was already used for another order.');
  }
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
  };
}

export async function withIdempotencyKey(
  db: Db,
  commits: GroupCommit,
  key: string | null,
  input: CreateOrder,
  create: () => Promise<CreatedOrder>,
): Promise<CreatedOrder> {
  if (!key) return create();
  const first = await findByKey(db, key, input.shipping.email);
  // The first attempt's order may be committed but not yet flushed (db/group-commit.ts): it is
  // handed out only once it is on the disk.
  if (first) return commits.durable().then(() => first);
  try {
    return await create();
  } catch (error) {
    // A concurrent attempt with the same key committed first: its order is the answer (this
    // attempt's transaction, discount redemption and mail included, was rolled back).
    if (!isUniqueViolation(error, 'orders_idempotency_key_unique')) throw error;
    const winner = await findByKey(db, key, input.shipping.email);
    if (!winner) throw error;
    await commits.durable();
    return winner;
  }
}
