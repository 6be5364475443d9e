import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { forbidden, unauthorized } from '../http/errors';
import type { Auth, SessionUser } from './auth';
import { isAdmin } from './roles.service';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Puts the signed-in user and their session (or null) on the context for every API request. A
 * visitor without a session cookie costs no query. While the database is unreachable, a read
 * goes on as a visitor's (what is held in memory still answers) and a write answers 503.
 */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    try {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      c.set('user', result?.user ?? null);
      c.set('session', result?.session ?? null);
    } catch (error) {
      if (!isRead(c.req.method) || !isDatabaseUnavailable(error)) throw error;
      c.set('user', null);
      c.set('session', null);
      c.set('sessionUnavailable', error);
    }
    await next();
  });
}

/** The signed-in user, or null for a visitor; throws (503) when the session could not be read. */
export function sessionUser(c: Context<AppEnv>): SessionUser | null {
  const user = c.get('user');
  const unavailable = c.get('sessionUnavailable');
  if (!user && unavailable !== undefined) throw unavailable;
  return user;
}

/** 401 for visitors. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!sessionUser(c)) throw unauthorized();
  await next();
});

/** 401 for visitors, 403 for signed-in users without the admin role (checked in the database). */
export function requireAdmin(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = sessionUser(c);
    if (!user) throw unauthorized();
    if (!(await isAdmin(db, user.id))) throw forbidden('Admin access only.');
    await next();
  });
}
