import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import type { MailOutbox } from '../platform/outbox';
import { getDashboard } from './dashboard.service';

export function siteAdminRoutes(db: Db, clock: () => Date, outbox: MailOutbox) {
  return new Hono<AppEnv>().get('/dashboard', async (c) =>
    c.json(await getDashboard(db, clock(), outbox)),
  );
}
