import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  INVALID_PASSWORD,
  isLockedAt,
  SitePasswordSchema,
  type SiteLockStatus,
} from '../../shared/site/site-lock.schema';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/errors';
import { limitFailuresPerClient } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { hasSiteAccess } from './site-lock.gate';
import {
  BYPASS_COOKIE,
  BYPASS_COOKIE_MAX_AGE_SECONDS,
  signBypassCookie,
} from './site-lock-secrets';
import { checkBypassPassword } from './site-lock.service';

/** The locked page's own API: open while the store is locked (site-lock.gate.ts). */
export function siteLockRoutes({
  siteAccess: access,
  https,
  config,
  limits,
}: Pick<Services, 'siteAccess' | 'https' | 'config' | 'limits'>) {
  // Wrong passwords per client; a right one does not count.
  const limit = limitFailuresPerClient(limits.sitePasswordPerClient, config.trustProxy);
  return new Hono<AppEnv>()
    .get('/site-lock', async (c) => {
      const setting = await access.reader.get();
      const isLocked = isLockedAt(setting, access.clock());
      const status: SiteLockStatus = {
        isLocked,
        hasAccess: !isLocked || (await hasSiteAccess(access, c, setting)),
        message: setting.message,
        mode: setting.mode,
        unlockAt: isLocked ? setting.unlockAt : null,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(status);
    })
    .post('/site-lock/password', validate('json', SitePasswordSchema), limit, async (c) => {
      const setting = await access.reader.get();
      const hash = setting.bypassPasswordHash;
      if (hash === null || !(await checkBypassPassword(setting, c.req.valid('json').password))) {
        throw new HttpError(401, 'invalid_password', INVALID_PASSWORD);
      }
      setCookie(c, BYPASS_COOKIE, signBypassCookie(access.secret, hash, access.clock()), {
        httpOnly: true,
        sameSite: 'Lax',
        // Secure when the store is served over https (PUBLIC_URL).
        secure: https,
        path: '/',
        maxAge: BYPASS_COOKIE_MAX_AGE_SECONDS,
      });
      return c.json({ success: true as const });
    });
}
