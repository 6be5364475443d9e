import { eq } from 'drizzle-orm';
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
