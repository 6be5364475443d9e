import { Hono, type MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  INVALID_PASSWORD,
  isLockedAt,
  SitePasswordSchema,
  type SiteLockStatus,
} from '../../shared/site/site-lock.schema';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/errors';
import { validate } from '../http/validation';
import { hasSiteAccess, type SiteAccessDeps } from './site-lock.gate';
import {
  BYPASS_COOKIE,
  BYPASS_COOKIE_MAX_AGE_SECONDS,
  signBypassCookie,
} from './site-lock-secrets';
import { checkBypassPassword } from './site-lock.service';

export interface SiteLockRouteDeps extends SiteAccessDeps {
  /** The cookie is Secure when the store is served over https (PUBLIC_URL). */
  https: boolean;
  /** Wrong passwords per client (http/rate-limits.ts); a right one does not count. */
  limit: MiddlewareHandler<AppEnv>;
}

/** The locked page's own API: open while the store is locked (site-lock.gate.ts). */
export function siteLockRoutes(deps: SiteLockRouteDeps) {
  return new Hono<AppEnv>()
    .get('/site-lock', async (c) => {
      const setting = await deps.reader.get();
      const isLocked = isLockedAt(setting, deps.clock());
      const status: SiteLockStatus = {
        isLocked,
        hasAccess: !isLocked || (await hasSiteAccess(deps, c, setting)),
        message: setting.message,
        mode: setting.mode,
        unlockAt: isLocked ? setting.unlockAt : null,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(status);
    })
    .post('/site-lock/password', validate('json', SitePasswordSchema), deps.limit, async (c) => {
      const setting = await deps.reader.get();
      const hash = setting.bypassPasswordHash;
      if (hash === null || !(await checkBypassPassword(setting, c.req.valid('json').password))) {
        throw new HttpError(401, 'invalid_password', INVALID_PASSWORD);
      }
      setCookie(c, BYPASS_COOKIE, signBypassCookie(deps.secret, hash, deps.clock()), {
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.https,
        path: '/',
        maxAge: BYPASS_COOKIE_MAX_AGE_SECONDS,
      });
      return c.json({ success: true as const });
    });
}
