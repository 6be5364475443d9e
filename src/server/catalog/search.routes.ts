import { Hono, type MiddlewareHandler } from 'hono';
import { SEARCH_RESULTS_LIMIT } from '../../shared/catalog/search-limits';
import { SearchQuerySchema } from '../../shared/catalog/search.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { revalidate } from '../http/caching';
import { validate } from '../http/validation';
import { searchProducts, searchWords, type SearchResult } from './search.service';

/** Remembers a search's results per query until the catalogue changes (the snapshot's cache). */
export type SearchCache = (
  key: string,
  search: () => Promise<SearchResult>,
) => Promise<SearchResult>;
const noCache: SearchCache = (_key, search) => search();

/**
 * `GET /api/search?q=…[&limit=…]`: the results page, and with a limit the header's
 * suggestions. `limit`: searches per client, as every public read whose answer may come from
 * the database. The results are kept per query as the search reads it (its words, lower case)
 * until the catalogue changes.
 */
export function searchRoutes(db: Db, limit: MiddlewareHandler<AppEnv>, cache = noCache) {
  return new Hono<AppEnv>()
    .use('/search', revalidate)
    .get('/search', validate('query', SearchQuerySchema), limit, async (c) => {
      const { q, limit: count } = c.req.valid('query');
      const max = count ?? SEARCH_RESULTS_LIMIT;
      const key = `${max} ${searchWords(q).join(' ')}`;
      return c.json(await cache(key, () => searchProducts(db, q, max)));
    });
}
