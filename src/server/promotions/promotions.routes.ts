import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { getActivePromotion } from './promotions.service';

export function promotionRoutes(db: Db, clock: () => Date) {
  return new Hono<AppEnv>().get('/promotions/active', async (c) => {
    // Not cached: the banner's start and end are to the second.
    c.header('Cache-Control', 'no-store');
    return c.json({ promotion: await getActivePromotion(db, clock()) });
  });
}
