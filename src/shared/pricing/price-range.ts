import { formatMoney } from '../format/money';
import type { PriceRange } from './pricing';

/**
 * "$min - $max", or one price when they are equal (spec §9).
 * @example formatPriceRange({ minCents: 3000, maxCents: 3600 }) // "$30.00 - $36.00"
 */
export function formatPriceRange({ minCents, maxCents }: PriceRange): string {
  return minCents === maxCents
    ? formatMoney(minCents)
    : `${formatMoney(minCents)} - ${formatMoney(maxCents)}`;
}
