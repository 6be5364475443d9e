import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailSubscribers } from '../db/schema/marketing';

export async function countActiveSubscribers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.isActive, true));
  return row?.value ?? 0;
}
