import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { getDashboard } from './dashboard.service';
import type { Services } from '../services';

export function siteAdminRoutes({ db, clock, outbox }: Pick<Services, 'db' | 'clock' | 'outbox'>) {
  return new Hono<AppEnv>().get('/dashboard', async (c) =>
    c.json(await getDashboard(db, clock(), outbox)),
  );
}
