import { and, eq } from 'drizzle-orm';
import { isOwnerEmail } from '../../shared/auth/auth.schema';
import type { DbOrTx } from '../db/client';
import { userRoles } from '../db/schema/user-roles';

/**
 * The new account whose e-mail is OWNER_EMAIL gets the admin role. Nobody else is ever made
 * admin (DECISIONS.md, "Admin account").
 */
export async function grantOwnerRole(
  db: DbOrTx,
  user: { id: string; email: string },
  ownerEmail: string | undefined,
): Promise<void> {
  if (isOwnerEmail(user.email, ownerEmail)) {
    await db.insert(userRoles).values({ userId: user.id, role: 'admin' }).onConflictDoNothing();
  }
}

export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}
