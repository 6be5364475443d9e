// The data a page needs, sent inside its HTML by the server so the first render needs no second
// round trip: `<script id="page-data" type="application/json">{ "<GET url>": <JSON body> }</script>`,
// keyed by the URL the API client asks for (path and query string). Each entry answers its GET
// once, then is gone, so a later refetch asks the server: either as the query it fills before the
// first render (lib/page-queries.ts, which a server-rendered page needs to hydrate), or as the
// answer to the first request for its URL. No script, or a malformed one, and every request
// simply goes to the network.

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One spelling per URL: query parameters re-encoded the way URLSearchParams writes them. */
export function pageDataKey(url: string): string {
  const parsed = new URL(url, 'http://page-data.invalid');
  const query = new URLSearchParams(parsed.search).toString();
  return query === '' ? parsed.pathname : `${parsed.pathname}?${query}`;
}

/** The bodies in the page's script, by URL, still as JSON text; empty when there is none. */
export function readPageData(doc: Document): Map<string, string> {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  const entries = new Map<string, string>();
  if (!text) return entries;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return entries;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return entries;
  for (const [url, body] of Object.entries(parsed)) {
    if (url.startsWith('/') && body !== undefined)
      entries.set(pageDataKey(url), JSON.stringify(body));
  }
  return entries;
}

/** Each document's entries, read once and shared by everyone who takes from them. */
const entriesByDocument = new WeakMap<Document, Map<string, string>>();

/** The entries of the page's script not taken yet (taking one is deleting it from this map). */
export function pageDataOf(doc: Document): Map<string, string> {
  let entries = entriesByDocument.get(doc);
  if (!entries) {
    entries = readPageData(doc);
    entriesByDocument.set(doc, entries);
  }
  return entries;
}

const requestUrl = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const requestMethod = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

/**
 * A `fetch` that answers a GET from the page's data the first time it is asked, and sends
 * everything else (and every later GET of the same URL) to `next`. The script is read on the
 * first request, after the page's HTML is complete.
 */
export function pageDataFetch(
  doc: () => Document | undefined,
  next: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const source = requestMethod(input, init) === 'GET' ? doc() : undefined;
    if (source) {
      const entries = pageDataOf(source);
      const key = pageDataKey(requestUrl(input));
      const body = entries.get(key);
      if (body !== undefined) {
        entries.delete(key);
        return Promise.resolve(
          new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
        );
      }
    }
    return next(input, init);
  };
}
