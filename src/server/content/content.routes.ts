import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { revalidate } from '../http/caching';
import { getPopupConfig } from '../marketing/popup.service';
import { getHero, getSizeChart, listActiveShowcases } from './content.service';

export function contentRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use('/content/*', revalidate)
    .get('/content/hero', async (c) => c.json({ hero: await getHero(db) }))
    .get('/content/showcases', async (c) => c.json({ showcases: await listActiveShowcases(db) }))
    .get('/content/size-chart', async (c) => c.json({ sizeChart: await getSizeChart(db) }))
    .get('/content/popup', async (c) => c.json({ popup: await getPopupConfig(db) }));
}
