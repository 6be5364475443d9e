import { and, eq } from 'drizzle-orm';
import { isOwnerEmail } from '../../shared/auth/auth.schema';
import type { DbOrTx } from '../db/client';
import { profiles } from '../db/schema/profiles';
import { userRoles } from '../db/schema/user-roles';

/**
 * Every new account gets its profile; the one whose e-mail is OWNER_EMAIL also gets the
 * admin role. Nobody else is ever made admin (DECISIONS.md, "Admin account").
 */
export async function onUserCreated(
  db: DbOrTx,
  user: { id: string; email: string; name: string },
  ownerEmail: string | undefined,
): Promise<void> {
  await db.insert(profiles).values({ id: user.id, fullName: user.name }).onConflictDoNothing();
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
