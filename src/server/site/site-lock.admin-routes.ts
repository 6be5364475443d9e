import { Hono } from 'hono';
import { SiteLockInputSchema } from '../../shared/site/site-lock.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { validate } from '../http/validation';
import {
  getSiteLock,
  saveSiteLock,
  siteLockSettings,
  type SiteLockReader,
} from './site-lock.service';

/** The Site Lock screen: the hash never leaves the server, only whether one is set. */
export function siteLockAdminRoutes(db: Db, reader: SiteLockReader, clock: () => Date) {
  return new Hono<AppEnv>()
    .get('/site-lock', async (c) => c.json(siteLockSettings(await getSiteLock(db), clock())))
    .put('/site-lock', validate('json', SiteLockInputSchema), async (c) => {
      const now = clock();
      const saved = await saveSiteLock(db, c.req.valid('json'), now);
      reader.invalidate(saved);
      return c.json(siteLockSettings(saved, now));
    });
}
