import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/**
 * For storefront reads: the browser keeps the answer but asks again on every use, and an
 * unchanged answer costs a 304 with no body (ETag). `private` because what a visitor may
 * see can depend on their session (site lock).
 */
export const revalidate = createMiddleware<AppEnv>(async (c, next) => {
  await etag()(c, async () => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'private, no-cache');
    }
  });
});

/** For what names customers (their names, addresses, orders): kept out of every cache. */
export const privateNoStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
});
