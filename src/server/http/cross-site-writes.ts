// Writes come from the store's own pages only (docs/decisions/046). A SameSite=Lax cookie is
// not sent with another site's form post, but it is with one from a sibling subdomain, and a
// form needs no CORS preflight: so every state-changing request is checked here, in front of
// every route, before the session, the site lock or a body is read.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from './errors';

export const CROSS_SITE_WRITE_REFUSED =
  'This request came from another site, so it was refused. Please use the store’s own pages.';
export const JSON_BODY_REQUIRED = 'Send this request as JSON (Content-Type: application/json).';

/** Methods that read: everything else may change something. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `METHOD /path`, exactly as routed (no parameters). */
export type RouteKey = `${string} /${string}`;

/** The deliberate exceptions, each listed once where the app is wired (app.ts). */
export interface WriteExceptions {
  /**
   * Posted by servers that are not a browser and send no Origin (a mail provider's one-click
   * unsubscribe, RFC 8058), in a form, and proven by a signed token instead of a session.
   */
  fromAnywhere: readonly RouteKey[];
  /** Take a body of their own (multipart uploads), which they parse and cap; Origin still applies. */
  ownBody: readonly RouteKey[];
}

export interface CrossSiteWriteOptions {
  /** The origins of the store's own pages: PUBLIC_URL's (auth/auth.ts, trustedOrigins). */
  isTrustedOrigin: (origin: string) => Promise<boolean>;
  exceptions: WriteExceptions;
}

/** A body's media type is JSON: `application/json`, with or without parameters. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (
    c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0')
  );
}

/** The `METHOD /path` keys of every route of `app`, as mounted at `prefix`. */
export function routeKeys(prefix: string, app: { routes: { method: string; path: string }[] }) {
  return [...new Set(app.routes.map((route) => `${route.method} ${prefix}${route.path}`))].filter(
    (key): key is RouteKey => !key.startsWith('ALL '),
  );
}

/**
 * Refuses, with 403, a write whose browser says it came from another site (`Sec-Fetch-Site:
 * cross-site`) or whose `Origin` is not the store's; and, with 415, a write whose body is not
 * JSON. A write with no body and no content type passes: a route that reads JSON refuses it
 * (http/validation.ts), one that takes no body has nothing to be tricked with.
 */
export function refuseCrossSiteWrites(options: CrossSiteWriteOptions): MiddlewareHandler<AppEnv> {
  const fromAnywhere = new Set<string>(options.exceptions.fromAnywhere);
  const ownBody = new Set<string>(options.exceptions.ownBody);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const key = `${c.req.method} ${c.req.path}`;
    if (fromAnywhere.has(key)) return next();
    const origin = c.req.header('origin');
    if (
      c.req.header('sec-fetch-site') === 'cross-site' ||
      (origin !== undefined && !(await options.isTrustedOrigin(origin)))
    ) {
      return c.json(errorBody('cross_site_request', CROSS_SITE_WRITE_REFUSED), 403);
    }
    if (ownBody.has(key)) return next();
    const contentType = c.req.header('content-type');
    if (contentType === undefined ? hasBody(c) : !isJsonContentType(contentType)) {
      return c.json(errorBody('unsupported_media_type', JSON_BODY_REQUIRED), 415);
    }
    return next();
  };
}
