// The page's data (lib/page-data.ts) as the queries it answers, filled in before the first render.
// A page the server rendered must render the same markup again in the browser to hydrate, so its
// queries have to hold their data before that render, not after a request, however quick. The
// server fills its own query client the same way from the same entries (entry-server.tsx).
//
// Each query's data is the JSON body as the route answers it (its `queryFn` returns `callRead`'s
// answer unchanged; `select` picks from it at render time). A URL that is no storefront read
// stays in the page's data and answers the request for it as before.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readKeyOfUrl } from '../../shared/storefront/storefront-read-urls';
import { pageDataKey } from './page-data';

/**
 * The query key a GET of `url` answers: the key of the storefront read (the table in
 * shared/storefront/storefront-reads.ts) that asks for that URL, or null for a URL no read's
 * query asks for.
 */
export function pageQueryKey(url: string): QueryKey | null {
  const { pathname, searchParams } = new URL(pageDataKey(url), 'http://page-data.invalid');
  return readKeyOfUrl(pathname, searchParams);
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
