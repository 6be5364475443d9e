import { Hono } from 'hono';
import { PopupConfigInputSchema } from '../../shared/marketing/popup.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { validate } from '../http/validation';
import { getPopupConfig, savePopupConfig } from './popup.service';

/** The newsletter popup's settings, for the owner (mounted behind requireAdmin). */
export function popupAdminRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>()
    .get('/popup', async (c) => c.json({ popup: await getPopupConfig(db) }))
    .put('/popup', validate('json', PopupConfigInputSchema), async (c) =>
      c.json({ popup: await savePopupConfig(db, c.req.valid('json'), clock()) }),
    );
}
