import { useQuery } from '@tanstack/react-query';
import type { Hero, Showcase } from '../../../shared/content/content.schema';
import { apiGet } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const CONTENT_STALE_MS = 5 * 60_000;

/** The hero video the owner set, or null for the still image. */
export function useHero() {
  return useQuery({
    queryKey: queryKeys.content.hero,
    queryFn: ({ signal }) => apiGet<{ hero: Hero }>('/api/content/hero', signal),
    select: (data) => data.hero,
    staleTime: CONTENT_STALE_MS,
  });
}

/** Up to 2 active showcases, in display order (spec §9). */
export function useShowcases() {
  return useQuery({
    queryKey: queryKeys.content.showcases,
    queryFn: ({ signal }) => apiGet<{ showcases: Showcase[] }>('/api/content/showcases', signal),
    select: (data) => data.showcases,
    staleTime: CONTENT_STALE_MS,
  });
}
