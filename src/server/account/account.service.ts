import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../shared/account/profile.schema';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';
import { profiles } from '../db/schema/profiles';

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      createdAt: user.createdAt,
      fullName: profiles.fullName,
      phone: profiles.phone,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Only the user's own full name and phone; the e-mail is not editable here. */
export async function updateProfile(db: DbOrTx, userId: string, update: ProfileUpdate, now: Date) {
  await db
    .insert(profiles)
    .values({ id: userId, ...update, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.id, set: { ...update, updatedAt: now } });
  return getProfile(db, userId);
}
