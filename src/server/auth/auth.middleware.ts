import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import type { Auth } from './auth';
import { isAdmin } from './roles.service';

/** Puts the signed-in user and their session (or null) on the context for every API request. */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', result?.user ?? null);
    c.set('session', result?.session ?? null);
    await next();
  });
}

/** 401 for visitors. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

/** 401 for visitors, 403 for signed-in users without the admin role (checked in the database). */
export function requireAdmin(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (!(await isAdmin(db, user.id))) throw forbidden('Admin access only.');
    await next();
  });
}
