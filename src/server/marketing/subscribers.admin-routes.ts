import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import { SubscribeSchema } from '../../shared/marketing/newsletter.schema';
import {
  SubscriberListQuerySchema,
  SubscriberSearchSchema,
} from '../../shared/marketing/subscriber.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validation';
import {
  addSubscriber,
  deleteSubscriber,
  listSubscribers,
  subscriberStats,
  subscribersCsvStream,
} from './subscribers.admin.service';
import type { Services } from '../services';

/** Subscribers' addresses stay out of shared caches and the browser's disk cache. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
});

/** The owner's newsletter list (mounted behind requireAdmin). */
export function subscriberAdminRoutes({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .use('/subscribers', noStore)
    .use('/subscribers/*', noStore)
    .get('/subscribers/stats', async (c) => c.json(await subscriberStats(db, clock())))
    .get('/subscribers/export', validate('query', SubscriberSearchSchema), (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="subscribers-${clock().toISOString().slice(0, 10)}.csv"`,
      );
      return c.body(subscribersCsvStream(db, c.req.valid('query').q));
    })
    .get('/subscribers', validate('query', SubscriberListQuerySchema), async (c) =>
      c.json(await listSubscribers(db, c.req.valid('query'))),
    )
    .post('/subscribers', validate('json', SubscribeSchema), async (c) => {
      const subscriber = await addSubscriber(db, c.req.valid('json'), clock());
      return c.json({ subscriber }, 201);
    })
    .delete('/subscribers/:id', validate('param', IdParamSchema), async (c) => {
      await deleteSubscriber(db, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
