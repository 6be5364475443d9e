import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../lib/storefront-reads';

const CONTENT_STALE_MS = 5 * 60_000;

/** The hero video the owner set, or null for the still image. */
export function useHero() {
  return useQuery({
    ...readQuery('hero', {}),
    select: (data) => data.hero,
    staleTime: CONTENT_STALE_MS,
  });
}

/** Up to 2 active showcases, in display order (spec §9). */
export function useShowcases() {
  return useQuery({
    ...readQuery('showcases', {}),
    select: (data) => data.showcases,
    staleTime: CONTENT_STALE_MS,
  });
}
