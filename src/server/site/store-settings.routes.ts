import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { revalidate } from '../http/caching';
import { getPublicStoreProfile } from './store-settings.service';

/** The store's name and social links for every page (footer, titles, locked page). */
export function storeProfileRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use('/store-profile', revalidate)
    .get('/store-profile', async (c) => c.json({ profile: await getPublicStoreProfile(db) }));
}
