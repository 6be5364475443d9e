import { Hono } from 'hono';
import {
  RemovePushSubscriptionSchema,
  SavePushSubscriptionSchema,
  type VapidKey,
} from '../../shared/notifications/push.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validation';
import { removePushSubscription, savePushSubscription } from './push.service';
import type { Services } from '../services';

/**
 * The owner's devices for push alerts (spec admin §7: get-vapid-key, save-push-subscription,
 * remove-push-subscription). Mounted behind requireAdmin.
 */
export function pushAdminRoutes({ db, vapid }: Pick<Services, 'db' | 'vapid'>) {
  return new Hono<AppEnv>()
    .get('/push/public-key', (c) => c.json<VapidKey>({ publicKey: vapid.publicKey }))
    .post('/push/subscriptions', validate('json', SavePushSubscriptionSchema), async (c) => {
      await savePushSubscription(db, c.get('user')!.id, c.req.valid('json').subscription);
      return c.json({ ok: true }, 201);
    })
    .delete('/push/subscriptions', validate('json', RemovePushSubscriptionSchema), async (c) => {
      await removePushSubscription(db, c.get('user')!.id, c.req.valid('json').endpoint);
      return c.json({ ok: true });
    });
}
