import { Hono } from 'hono';
import { StoreSettingsInputSchema } from '../../shared/site/store-settings.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validation';
import { getStoreSettings, saveStoreSettings } from './store-settings.service';
import type { Services } from '../services';

export type StoreSettingsAdminDeps = Pick<Services, 'db' | 'clock' | 'config'>;

/** The Settings screen (mounted behind requireAdmin). */
export function storeSettingsAdminRoutes({ db, clock, config }: StoreSettingsAdminDeps) {
  // OWNER_EMAIL: where notices go while the owner has set no other address.
  const { ownerEmail } = config;
  return new Hono<AppEnv>()
    .get('/settings', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ settings: await getStoreSettings(db, ownerEmail) });
    })
    .put('/settings', validate('json', StoreSettingsInputSchema), async (c) =>
      c.json({
        settings: await saveStoreSettings(db, c.req.valid('json'), ownerEmail, clock()),
      }),
    );
}
