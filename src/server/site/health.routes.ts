import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';

export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: 'up' });
    } catch {
      return c.json({ status: 'error', database: 'down' }, 503);
    }
  });
}
