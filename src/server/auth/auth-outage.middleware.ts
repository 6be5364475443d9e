// better-auth turns some failed queries into a 500 of its own (a session it could not read is
// "Failed to get session"), so our error handler never sees the error. When the database is
// unreachable, that is an outage, answered like every other route's: 503 with Retry-After
// (http/error-handler.ts). Errors it does not answer itself reach the handler directly
// (`onAPIError.throw` in auth.ts).
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/pg-errors';

export function authOutageAs503(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 500) return;
    // Only after a 500, which is rare: is the database there at all?
    const failure = await db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    if (isDatabaseUnavailable(failure)) throw failure;
  };
}
