import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailSubscribers } from '../db/schema/marketing';

export async function countActiveSubscribers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.isActive, true));
  return row?.value ?? 0;
}

/** The addresses on the newsletter list now (not unsubscribed), lower-cased: a subquery. */
export function subscribedEmails(db: DbOrTx) {
  return db
    .selectDistinct({ email: sql<string>`lower(${emailSubscribers.email})`.as('subscribed_email') })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.isActive, true))
    .as('subscribed');
}
