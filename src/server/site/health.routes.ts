import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Services } from '../services';

/**
 * `{"status":"ok","database":"up"}`, plus `"redis":"up"|"down"` when REDIS_URL is set. Redis
 * down leaves the status ok: the store still takes orders, only what copies share pauses.
 */
export function healthRoutes({ database, redis }: Pick<Services, 'database' | 'redis'>) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    const shared = redis ? { redis: redis.state() } : {};
    try {
      await database.ping();
      return c.json({ status: 'ok', database: 'up', ...shared });
    } catch {
      return c.json({ status: 'error', database: 'down', ...shared }, 503);
    }
  });
}
