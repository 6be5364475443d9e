import { Hono } from 'hono';
import type { Me } from '../../shared/auth/auth.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import type { Auth } from './auth';
import { isAdmin } from './roles.service';

/** better-auth's own endpoints (sign-up, sign-in, sign-out, session) under /api/auth. */
export function betterAuthRoutes(auth: Auth) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => auth.handler(c.req.raw));
}

export function meRoutes(db: Db) {
  return new Hono<AppEnv>().get('/me', async (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'private, no-store');
    const body: Me = user
      ? {
          user: {
            id: user.id,
            email: user.email,
            name: user.name,
            createdAt: user.createdAt.toISOString(),
          },
          isAdmin: await isAdmin(db, user.id),
        }
      : { user: null, isAdmin: false };
    return c.json(body);
  });
}
