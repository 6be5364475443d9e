// Whether admin sessions are still what they were when a socket was opened with them: the
// realtime area asks, every few seconds, for the admin sockets it keeps (docs/decisions/047).
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { session } from '../db/schema/auth';
import { userRoles } from '../db/schema/user-roles';

/**
 * Of `sessionIds`, those that still sign an admin in: the session exists (no sign-out, no
 * password reset), has not expired at `now`, and its user still has the admin role. One query
 * however many there are.
 */
export async function liveAdminSessions(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: session.id })
    .from(session)
    .innerJoin(userRoles, and(eq(userRoles.userId, session.userId), eq(userRoles.role, 'admin')))
    .where(and(inArray(session.id, [...sessionIds]), gt(session.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}
