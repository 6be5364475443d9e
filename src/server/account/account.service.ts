import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../shared/account/profile.schema';
import { findUser } from '../auth/users.service';
import type { DbOrTx } from '../db/client';
import { profiles } from '../db/schema/profiles';

/** Every new account gets its profile, named as it signed up (auth calls this, via app.ts). */
export async function createProfile(db: DbOrTx, user: { id: string; name: string }) {
  await db.insert(profiles).values({ id: user.id, fullName: user.name }).onConflictDoNothing();
}

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const account = await findUser(db, userId);
  if (!account) return null;
  const [profile] = await db
    .select({ fullName: profiles.fullName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return {
    id: account.id,
    email: account.email,
    createdAt: account.createdAt.toISOString(),
    fullName: profile?.fullName ?? null,
    phone: profile?.phone ?? null,
  };
}

/** Only the user's own full name and phone; the e-mail is not editable here. */
export async function updateProfile(db: DbOrTx, userId: string, update: ProfileUpdate, now: Date) {
  await db
    .insert(profiles)
    .values({ id: userId, ...update, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.id, set: { ...update, updatedAt: now } });
  return getProfile(db, userId);
}

/** Each account's full name as its owner last set it (a subquery, for the Customers screen). */
export function profileNames(db: DbOrTx) {
  return db
    .select({ userId: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .as('profile_names');
}
