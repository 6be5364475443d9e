// The page's data (lib/page-data.ts) as the queries it answers, filled in before the first render.
// A page the server rendered must render the same markup again in the browser to hydrate, so its
// queries have to hold their data before that render, not after a request, however quick. The
// server fills its own query client the same way from the same entries (entry-server.tsx).
//
// Each query's data is the JSON body as the route answers it (its `queryFn` returns `callApi`'s
// answer unchanged; `select` picks from it at render time). A URL this table does not know stays
// in the page's data and answers the request for it as before.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { pageDataKey } from './page-data';
import { queryKeys } from './query-keys';

/** The query each fixed URL answers: the `queryKey` of the hook that asks for it. */
const FIXED: Readonly<Record<string, QueryKey>> = {
  '/api/promotions/active': queryKeys.promotions.active,
  '/api/store-profile': queryKeys.storeProfile,
  '/api/products/best-sellers': queryKeys.products.bestSellers,
  '/api/products/new-arrivals': queryKeys.products.newArrivals,
  '/api/products/collection-names': queryKeys.products.collectionNames,
  '/api/collections': queryKeys.collections,
  '/api/content/hero': queryKeys.content.hero,
  '/api/content/showcases': queryKeys.content.showcases,
};

const PRODUCT_PATH = /^\/api\/products\/([^/]+)$/;

/** The query key a GET of `url` answers, or null for a URL no page query asks for. */
export function pageQueryKey(url: string): QueryKey | null {
  const parsed = new URL(pageDataKey(url), 'http://page-data.invalid');
  const { pathname, searchParams } = parsed;
  if (parsed.search === '') {
    const fixed = FIXED[pathname];
    if (fixed) return fixed;
  }
  if (pathname === '/api/products') {
    // catalog/queries.ts useProducts: `{ collection }` when there is one, else no query at all.
    const collection = searchParams.get('collection');
    const others = [...searchParams.keys()].some((name) => name !== 'collection');
    if (others || collection === '') return null;
    return queryKeys.products.list(collection);
  }
  const id = PRODUCT_PATH.exec(pathname)?.[1];
  if (id === undefined || parsed.search !== '') return null;
  try {
    // useProduct(id) asks with idParam(id): the id from the address, URI-encoded.
    return queryKeys.products.detail(decodeURIComponent(id));
  } catch {
    return null;
  }
}

/**
 * Puts every entry of `entries` that a page query asks for into `queryClient`, and takes it out
 * of `entries` (a later request for that URL goes to the network). Bodies that are not JSON stay.
 */
export function fillPageQueries(queryClient: QueryClient, entries: Map<string, string>): void {
  for (const [url, body] of entries) {
    const key = pageQueryKey(url);
    if (key === null) continue;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      continue;
    }
    queryClient.setQueryData(key, data);
    entries.delete(url);
  }
}
