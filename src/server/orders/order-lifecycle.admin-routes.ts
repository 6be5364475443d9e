// The order dialog's Cancel Order, internal notes and history (issue 26; mounted behind
// requireAdmin in admin-api.ts, walked by auth/auth.middleware.test.ts).
import { Hono } from 'hono';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import { CancelOrderSchema, OrderNoteSchema } from '../../shared/orders/order-lifecycle.schema';
import type { AppEnv } from '../app-env';
import { HttpError, notFound } from '../http/errors';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { cancelOrder } from './order-lifecycle.service';
import { addOrderNote, getOrderTimeline } from './order-timeline.service';
import { ADMIN_ORDER_NOT_FOUND } from './orders.admin-routes';
import { getAdminOrder } from './orders.admin.service';

export const alreadyCancelled = (orderNumber: string) =>
  `Order ${orderNumber} is already cancelled.`;

export type OrderLifecycleRouteDeps = Pick<Services, 'db' | 'clock' | 'onJobsQueued'>;

export function orderLifecycleAdminRoutes({ db, clock, onJobsQueued }: OrderLifecycleRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/orders/:id/cancel',
      validate('param', IdParamSchema),
      validate('json', CancelOrderSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const result = await cancelOrder(db, id, {
          reason,
          userId: c.get('user')!.id,
          now: clock(),
        });
        if (result.outcome === 'not_found') throw notFound(ADMIN_ORDER_NOT_FOUND);
        if (result.outcome === 'already_cancelled') {
          throw new HttpError(409, 'conflict', alreadyCancelled(result.orderNumber));
        }
        onJobsQueued();
        return c.json({ order: (await getAdminOrder(db, id))! });
      },
    )
    .post(
      '/orders/:id/notes',
      validate('param', IdParamSchema),
      validate('json', OrderNoteSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const note = { body: c.req.valid('json').body, userId: c.get('user')!.id, now: clock() };
        if (!(await addOrderNote(db, id, note))) throw notFound(ADMIN_ORDER_NOT_FOUND);
        return c.json({ entries: (await getOrderTimeline(db, id)) ?? [] }, 201);
      },
    )
    .get('/orders/:id/timeline', validate('param', IdParamSchema), async (c) => {
      const entries = await getOrderTimeline(db, c.req.valid('param').id);
      if (!entries) throw notFound(ADMIN_ORDER_NOT_FOUND);
      return c.json({ entries });
    });
}
