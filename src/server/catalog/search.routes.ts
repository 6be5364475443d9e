import { Hono, type MiddlewareHandler } from 'hono';
import { SEARCH_RESULTS_LIMIT } from '../../shared/catalog/search-limits';
import { SearchQuerySchema } from '../../shared/catalog/search.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { revalidate } from '../http/caching';
import { validate } from '../http/validation';
import { searchProducts } from './search.service';

/**
 * `GET /api/search?q=…[&limit=…]`: the results page, and with a limit the header's
 * suggestions. `limit`: searches per client, as every public read that always queries the
 * database (nothing of it is cached).
 */
export function searchRoutes(db: Db, limit: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('/search', revalidate)
    .get('/search', validate('query', SearchQuerySchema), limit, async (c) => {
      const { q, limit: count } = c.req.valid('query');
      return c.json(await searchProducts(db, q, count ?? SEARCH_RESULTS_LIMIT));
    });
}
