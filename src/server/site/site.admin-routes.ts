import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { getDashboard } from './dashboard.service';

export function siteAdminRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>().get('/dashboard', async (c) => c.json(await getDashboard(db, clock())));
}
