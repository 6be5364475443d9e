import { Hono } from 'hono';
import { SubscribeSchema, UnsubscribeSchema } from '../../shared/marketing/newsletter.schema';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/client-address';
import { badRequest } from '../http/errors';
import { enforceLimit, limitPerClient } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { subscribe, unsubscribe } from './newsletter.service';

export function newsletterRoutes(
  deps: Pick<Services, 'db' | 'config' | 'secret' | 'clock' | 'limits' | 'onJobsQueued'>,
) {
  const { db, config, secret, clock, limits } = deps;
  return (
    new Hono<AppEnv>()
      .post(
        '/newsletter/subscribe',
        validate('json', SubscribeSchema),
        limitPerClient(limits.subscribePerClient, config.trustProxy),
        async (c) => {
          const result = await subscribe(db, c.req.valid('json'), {
            publicUrl: config.publicUrl,
            secret,
            now: clock(),
          });
          if (result.success) deps.onJobsQueued();
          return c.json(result);
        },
      )
      // A mail client without one-click support opens the List-Unsubscribe URL in a browser:
      // send it to the unsubscribe page, which does the unsubscribing and says so.
      .get('/newsletter/unsubscribe', (c) => {
        const query = new URLSearchParams({
          email: c.req.query('email') ?? '',
          token: c.req.query('token') ?? '',
        });
        return c.redirect(`/unsubscribe?${query}`, 302);
      })
      // The page posts JSON; mail clients' one-click unsubscribe (RFC 8058) posts a form to
      // the List-Unsubscribe URL, whose query carries the address and token.
      .post('/newsletter/unsubscribe', async (c) => {
        const fromQuery = { email: c.req.query('email'), token: c.req.query('token') };
        const isJson = c.req.header('content-type')?.includes('application/json');
        const body = isJson ? await c.req.json().catch(() => ({})) : fromQuery;
        const parsed = UnsubscribeSchema.safeParse(body);
        const done =
          parsed.success && (await unsubscribe(db, parsed.data, { secret, now: clock() }));
        if (done) return c.json({ success: true });
        // Only invalid links count: a valid one is never refused, as mail providers post
        // one-click unsubscribes for many subscribers from a few shared addresses.
        await enforceLimit(c, limits.unsubscribePerClient, clientAddress(c, config.trustProxy));
        throw badRequest('Invalid unsubscribe link');
      })
  );
}
