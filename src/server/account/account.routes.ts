import { Hono } from 'hono';
import { ProfileUpdateSchema } from '../../shared/account/profile.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/auth.middleware';
import { notFound, unauthorized } from '../http/errors';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { getProfile, updateProfile } from './account.service';

/** The signed-in user's own profile: nobody reaches another's. */
export function accountRoutes({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .use('/profile', requireUser)
    .get('/profile', async (c) => {
      const profile = await getProfile(db, currentUserId(c.get('user')));
      if (!profile) throw notFound('Profile not found.');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ profile });
    })
    .patch('/profile', validate('json', ProfileUpdateSchema), async (c) => {
      const profile = await updateProfile(
        db,
        currentUserId(c.get('user')),
        c.req.valid('json'),
        clock(),
      );
      return c.json({ profile });
    });
}

function currentUserId(user: { id: string } | null): string {
  if (!user) throw unauthorized();
  return user.id;
}
