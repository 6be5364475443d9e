// The site lock, enforced by the server (DECISIONS, "Site lock"). One middleware in front of
// every route: while the store is locked, only the paths listed below answer everyone; any
// other path (a storefront page, store data, a product image, the sitemap, and any route
// added later) answers only admins and browsers holding a valid bypass cookie. Everyone else
// gets the locked answer (docs/decisions/019-locked-store-answers.md):
//   /api/*      {error: {code: 'site_locked', message}}: 503 + Retry-After in maintenance,
//               403 in pre-launch (a 2xx would read as data to every client)
//   a page      maintenance: 503 + Retry-After with the locked page's HTML at the same URL;
//               pre-launch: 302 to /site-locked, which answers 200 with noindex
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SITE_LOCKED_CODE } from '../../shared/site/site-lock-meta';
import { isLockedAt, type SiteLockSetting } from '../../shared/site/site-lock.schema';
import { OPEN_WHILE_LOCKED_READS } from '../../shared/storefront/storefront-reads';
import type { AppEnv } from '../app-env';
import { errorBody } from '../http/errors';
import { BYPASS_COOKIE, isValidBypassCookie } from './site-lock-secrets';
import { isAdmin } from '../auth/roles.service';
import type { DbOrTx } from '../db/client';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { createSiteLockReader, type SiteLockReader } from './site-lock.service';

export const SITE_LOCKED_PATH = '/site-locked';

/** Paths (exact, or a prefix ending in `/`) open to everyone while the store is locked. */
const OPEN_WHILE_LOCKED: readonly string[] = [
  // The pages the spec keeps open, and the admin's own (its data sits behind requireAdmin).
  '/track-order',
  '/admin',
  '/admin/',
  // A newsletter mail's unsubscribe link keeps working: the law does not pause with the store.
  '/unsubscribe',
  // A forgotten password (the owner's too) can be reset from /admin/login's link.
  '/reset-password',
  // What those pages load: the built client, its icons and the service worker.
  '/assets/',
  '/favicon.svg',
  '/placeholder.svg',
  '/sw.js',
  '/robots.txt',
  // Their API: the lock itself, sign-in and the session, the admin API (requireAdmin),
  // order tracking, newsletter sign-up and unsubscribe, and the health check.
  '/api/site-lock',
  '/api/site-lock/',
  '/api/auth/',
  '/api/auth-setup',
  // The storefront's reads the locked page shows (the store's name and social links).
  ...OPEN_WHILE_LOCKED_READS,
  '/api/me',
  '/api/admin',
  '/api/admin/',
  '/api/orders/track',
  '/api/newsletter/subscribe',
  '/api/newsletter/unsubscribe',
  '/api/health',
];

export function isOpenWhileLocked(path: string): boolean {
  return OPEN_WHILE_LOCKED.some((open) =>
    open.endsWith('/') ? path.startsWith(open) : path === open,
  );
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const isPageRequest = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && !isApiPath(c.req.path);

/** Without an unlock time, a crawler is asked to come back in an hour. */
const DEFAULT_RETRY_AFTER_SECONDS = 3600;

export function retryAfterSeconds(setting: SiteLockSetting, now: Date): number {
  if (setting.unlockAt === null) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((Date.parse(setting.unlockAt) - now.getTime()) / 1000));
}

export interface SiteAccessDeps {
  reader: SiteLockReader;
  secret: string;
  clock: () => Date;
  /** Whether the request's session belongs to an admin (checked in the database). */
  isAdminRequest: (c: Context<AppEnv>) => Promise<boolean>;
}

/** An admin, or a browser holding a bypass cookie signed for the password stored now. */
export async function hasSiteAccess(
  deps: SiteAccessDeps,
  c: Context<AppEnv>,
  setting: SiteLockSetting,
): Promise<boolean> {
  const cookie = getCookie(c, BYPASS_COOKIE);
  if (isValidBypassCookie(cookie, deps.secret, setting.bypassPasswordHash, deps.clock())) {
    return true;
  }
  return deps.isAdminRequest(c);
}

/** What the gate and the lock's routes need to tell who may see the locked store. */
export function createSiteAccess(deps: {
  db: DbOrTx;
  secret: string;
  clock: () => Date;
  /** The signed-in user's id from the request's session cookie, or null. */
  sessionUserId: (headers: Headers) => Promise<string | null>;
}): SiteAccessDeps {
  return {
    reader: createSiteLockReader(deps.db),
    secret: deps.secret,
    clock: deps.clock,
    isAdminRequest: async (c) => {
      try {
        // The gate runs before loadSession; the API's own routes reuse what it found.
        const userId = c.get('user')?.id ?? (await deps.sessionUserId(c.req.raw.headers));
        return userId ? await isAdmin(deps.db, userId) : false;
      } catch (error) {
        // Nobody can be told an admin while the database is unreachable: the lock holds.
        if (isDatabaseUnavailable(error)) return false;
        throw error;
      }
    },
  };
}

export interface SiteLockGateDeps extends SiteAccessDeps {
  /** A page's HTML (the SPA shell with that page's head), or null while the client is unbuilt. */
  renderPage: (url: URL, c: Context<AppEnv>) => Promise<string | null>;
}

export function siteLockGate(deps: SiteLockGateDeps): MiddlewareHandler<AppEnv> {
  const lockedPage = async (c: Context<AppEnv>, setting: SiteLockSetting, status: 200 | 503) => {
    c.set('siteLockedOut', true);
    const html = await deps.renderPage(new URL(SITE_LOCKED_PATH, c.req.url), c);
    c.header('Cache-Control', 'no-store');
    if (html === null) return c.text(setting.message, status);
    return c.html(html, status);
  };

  return async (c, next) => {
    const path = c.req.path;
    const setting = await deps.reader.get().catch((error: unknown) => {
      // Never read, and the database is unreachable (the reader serves the last setting read
      // otherwise): the open paths go on, the health check among them, and anything else
      // answers 503, since the store may be locked.
      if (isOpenWhileLocked(path) && isDatabaseUnavailable(error)) return null;
      throw error;
    });
    if (setting === null) return next();
    const now = deps.clock();

    if (!isLockedAt(setting, now)) {
      // Spec storefront §2: with the store open, the locked page sends visitors home.
      if (path === SITE_LOCKED_PATH && isPageRequest(c)) return c.redirect('/', 302);
      return next();
    }

    const maintenance = setting.mode === 'maintenance';
    // Pre-launch: nothing of the store is for search engines yet, whoever asks.
    const passOn = async () => {
      await next();
      if (!maintenance) c.res.headers.set('X-Robots-Tag', 'noindex');
    };
    if (!maintenance) c.header('X-Robots-Tag', 'noindex');
    const retry = () => c.header('Retry-After', String(retryAfterSeconds(setting, now)));

    if (path === SITE_LOCKED_PATH && isPageRequest(c)) {
      if (maintenance) retry();
      return lockedPage(c, setting, maintenance ? 503 : 200);
    }

    if (isOpenWhileLocked(path)) {
      // An open page tells the client router that this visitor is locked out (see static.ts).
      if (isPageRequest(c) && !(await hasSiteAccess(deps, c, setting))) {
        c.set('siteLockedOut', true);
      }
      return passOn();
    }

    if (await hasSiteAccess(deps, c, setting)) return passOn();

    c.header('Cache-Control', 'no-store');
    if (!isPageRequest(c)) {
      if (maintenance) retry();
      return c.json(errorBody(SITE_LOCKED_CODE, setting.message), maintenance ? 503 : 403);
    }
    if (!maintenance) return c.redirect(SITE_LOCKED_PATH, 302);
    retry();
    return lockedPage(c, setting, 503);
  };
}
