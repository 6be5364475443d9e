import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { robotsTxt, sitemapXml } from './seo.service';
import type { Services } from '../services';

export function seoRoutes({ db, config }: Pick<Services, 'db' | 'config'>) {
  const { publicUrl } = config;
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(await sitemapXml(db, publicUrl));
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.text(robotsTxt(publicUrl));
    });
}
