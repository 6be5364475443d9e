import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_LIMIT } from '../../../shared/catalog/search-limits';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Suggestions start at this many characters: one letter matches too much to help. */
export const SUGGEST_FROM_LENGTH = 2;
const SUGGESTIONS_STALE_MS = 60_000;

/** The results page: up to 100 products, in stock first, best match first, and the total. */
export function useSearchResults(q: string) {
  return useQuery({
    queryKey: queryKeys.products.search(q),
    queryFn: ({ signal }) => callApi(api.search.$get({ query: { q } }, { init: { signal } })),
    enabled: q !== '',
  });
}

/** The header's suggestions for what the shopper has typed so far (already debounced). */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: queryKeys.products.search(q, SUGGESTIONS_LIMIT),
    queryFn: ({ signal }) =>
      callApi(
        api.search.$get({ query: { q, limit: String(SUGGESTIONS_LIMIT) } }, { init: { signal } }),
      ),
    enabled: q.length >= SUGGEST_FROM_LENGTH,
    // The list stays while the next word loads, so it does not flicker on every key.
    placeholderData: keepPreviousData,
    staleTime: SUGGESTIONS_STALE_MS,
  });
}
