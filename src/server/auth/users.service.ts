import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';

/** What other areas may know of an account: better-auth keeps the rest. */
export interface AccountUser {
  id: string;
  email: string;
  createdAt: Date;
}

export async function findUser(db: DbOrTx, userId: string): Promise<AccountUser | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/** Names and addresses of these accounts (e.g. who changed an order), by id. */
export async function findUserContacts(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
