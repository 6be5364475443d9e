import { Hono } from 'hono';
import { PopupConfigInputSchema } from '../../shared/marketing/popup.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validation';
import { getPopupConfig, savePopupConfig } from './popup.service';
import type { Services } from '../services';

/** The newsletter popup's settings, for the owner (mounted behind requireAdmin). */
export function popupAdminRoutes({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .get('/popup', async (c) => c.json({ popup: await getPopupConfig(db) }))
    .put('/popup', validate('json', PopupConfigInputSchema), async (c) =>
      c.json({ popup: await savePopupConfig(db, c.req.valid('json'), clock()) }),
    );
}
