import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../lib/storefront-reads';

/** Spec §9: the active promotion is read again every 60 s, so a new or ended sale shows up. */
const PROMOTION_REFRESH_MS = 60_000;

/** The site-wide promotion running now, or null. Every card, the detail page and the banner share it. */
export function useActivePromotion() {
  return useQuery({
    ...readQuery('activePromotion', {}),
    select: (data) => data.promotion,
    staleTime: PROMOTION_REFRESH_MS,
    refetchInterval: PROMOTION_REFRESH_MS,
  });
}

/** The percentage the active promotion takes off every price, or null when there is none. */
export function usePromotionPercentage(): number | null {
  return useActivePromotion().data?.discountPercentage ?? null;
}
