import { Hono, type MiddlewareHandler } from 'hono';
import { SubscribeSchema, UnsubscribeSchema } from '../../shared/marketing/newsletter.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { clientAddress } from '../http/client-address';
import { badRequest } from '../http/errors';
import { enforceLimit } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { RateLimiter } from '../platform/rate-limit';
import { subscribe, unsubscribe } from './newsletter.service';

export interface NewsletterRouteDeps {
  db: Db;
  publicUrl: string;
  secret: string;
  clock: () => Date;
  /** Called after a commit that queued mail, so it goes out now rather than at the next poll. */
  onMailQueued: () => void;
  /** Subscriptions per client (http/rate-limits.ts). */
  limit: MiddlewareHandler<AppEnv>;
  /**
   * Invalid unsubscribe links per client. A valid one is never refused: mail providers post
   * one-click unsubscribes for many subscribers from a few shared addresses.
   */
  invalidUnsubscribes: RateLimiter;
  trustProxy: boolean;
}

export function newsletterRoutes(deps: NewsletterRouteDeps) {
  const { db, clock } = deps;
  return (
    new Hono<AppEnv>()
      .post('/newsletter/subscribe', validate('json', SubscribeSchema), deps.limit, async (c) => {
        const result = await subscribe(db, c.req.valid('json'), {
          publicUrl: deps.publicUrl,
          secret: deps.secret,
          now: clock(),
        });
        if (result.success) deps.onMailQueued();
        return c.json(result);
      })
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
          parsed.success &&
          (await unsubscribe(db, parsed.data, { secret: deps.secret, now: clock() }));
        if (done) return c.json({ success: true });
        await enforceLimit(c, deps.invalidUnsubscribes, clientAddress(c, deps.trustProxy));
        throw badRequest('Invalid unsubscribe link');
      })
  );
}
