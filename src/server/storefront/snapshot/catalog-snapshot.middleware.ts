// Where the snapshot meets HTTP. Mounted behind the site lock gate, so a locked store still
// answers visitors with its locked page or error before anything of the catalogue is read.
import type { MiddlewareHandler } from 'hono';
import { STOREFRONT_WRITERS } from '../../../shared/storefront/storefront-reads';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../../logger';
import type { CatalogSnapshotStore } from './catalog-snapshot';
import { sendEncoded } from './encoded-body';

/** As static.ts answers every page: the browser asks again on each use (ETag makes it a 304). */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** The pages the snapshot may render (snapshot-pages.ts decides); files and others skip it. */
export const mayBeSnapshotPage = (path: string) =>
  path === '/' || path === '/products' || path.startsWith('/product/');

/**
 * Answers the storefront's hot GET reads and the pages `/`, `/products` and `/product/:id`
 * from memory; everything else (and anything the snapshot does not hold, such as an unknown
 * id or a query the route must judge) goes on to the routes.
 */
export function serveCatalogSnapshot(
  store: CatalogSnapshotStore,
  logger: Logger,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const path = c.req.path;
    const isApi = path.startsWith('/api/');
    if (!isApi && !mayBeSnapshotPage(path)) return next();
    // A locked-out visitor's page (an open path) keeps the usual locked rendering.
    if (!isApi && c.get('siteLockedOut') === true) return next();
    try {
      if (isApi) {
        const url = new URL(c.req.url);
        const read = (await store.get()).lookup(path, url.searchParams);
        if (read) return sendEncoded(c, read.body, { cacheControl: read.cacheControl });
      } else {
        const page = await store.page(new URL(c.req.url));
        if (page) return sendEncoded(c, page, { cacheControl: PAGE_CACHE_CONTROL });
      }
    } catch (error) {
      // The snapshot could not be made (the database is down?): the routes answer as before.
      logger.warn(
        { err: error, path },
        'catalogue snapshot unavailable; answering from the routes',
      );
    }
    return next();
  };
}

/** Whether an admin write at `path` (under /api/admin/) changes a storefront read. */
const changesStorefront = (path: string) => {
  const area = path.slice('/api/admin/'.length).split('/')[0] ?? '';
  return STOREFRONT_WRITERS.has(area);
};

/**
 * After a successful admin write that the storefront shows: rebuilds this instance's snapshot
 * before the answer goes out (the admin's next read shows the change) and announces it on the
 * bus to the other instances.
 */
export function announceCatalogWrites(store: CatalogSnapshotStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    if (c.res.status >= 200 && c.res.status < 300 && changesStorefront(c.req.path)) {
      await store.changed();
    }
  };
}
