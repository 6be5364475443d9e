import { Hono } from 'hono';
import { SEARCH_RESULTS_LIMIT } from '../../shared/catalog/search-limits';
import { SearchQuerySchema } from '../../shared/catalog/search.schema';
import type { AppEnv } from '../app-env';
import { revalidate } from '../http/caching';
import { limitPerClient } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { searchProducts, searchWords } from './search.service';

/**
 * `GET /api/search?q=…[&limit=…]`: the results page, and with a limit the header's
 * suggestions. `limit`: searches per client, as every public read whose answer may come from
 * the database. The results are kept per query as the search reads it (its words, lower case)
 * until the catalogue changes.
 */
export function searchRoutes({
  db,
  config,
  limits,
  snapshot,
}: Pick<Services, 'db' | 'config' | 'limits' | 'snapshot'>) {
  const limit = limitPerClient(limits.searchPerClient, config.trustProxy);
  return new Hono<AppEnv>()
    .use('/search', revalidate)
    .get('/search', validate('query', SearchQuerySchema), limit, async (c) => {
      const { q, limit: count } = c.req.valid('query');
      const max = count ?? SEARCH_RESULTS_LIMIT;
      const key = `${max} ${searchWords(q).join(' ')}`;
      return c.json(await snapshot.search(key, () => searchProducts(db, q, max)));
    });
}
