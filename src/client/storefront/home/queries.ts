import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const CONTENT_STALE_MS = 5 * 60_000;

/** The hero video the owner set, or null for the still image. */
export function useHero() {
  return useQuery({
    queryKey: queryKeys.content.hero,
    queryFn: ({ signal }) => callApi(api.content.hero.$get({}, { init: { signal } })),
    select: (data) => data.hero,
    staleTime: CONTENT_STALE_MS,
  });
}

/** Up to 2 active showcases, in display order (spec §9). */
export function useShowcases() {
  return useQuery({
    queryKey: queryKeys.content.showcases,
    queryFn: ({ signal }) => callApi(api.content.showcases.$get({}, { init: { signal } })),
    select: (data) => data.showcases,
    staleTime: CONTENT_STALE_MS,
  });
}
