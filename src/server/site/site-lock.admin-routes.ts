import { Hono } from 'hono';
import { SiteLockInputSchema } from '../../shared/site/site-lock.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validation';
import { getSiteLock, saveSiteLock, siteLockSettings } from './site-lock.service';
import type { Services } from '../services';

/** The Site Lock screen: the hash never leaves the server, only whether one is set. */
export function siteLockAdminRoutes({
  db,
  siteAccess,
  clock,
}: Pick<Services, 'db' | 'siteAccess' | 'clock'>) {
  const reader = siteAccess.reader;
  return new Hono<AppEnv>()
    .get('/site-lock', async (c) => c.json(siteLockSettings(await getSiteLock(db), clock())))
    .put('/site-lock', validate('json', SiteLockInputSchema), async (c) => {
      const now = clock();
      const saved = await saveSiteLock(db, c.req.valid('json'), now);
      reader.invalidate(saved);
      return c.json(siteLockSettings(saved, now));
    });
}
