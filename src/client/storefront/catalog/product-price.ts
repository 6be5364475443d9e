import type { Product } from '../../../shared/catalog/product.schema';
import { formatPriceRange } from '../../../shared/pricing/price-range';
import { priceRangeCents } from '../../../shared/pricing/pricing';

/**
 * A product's price (or "$min - $max" over its sizes) with the promotion applied, and the
 * undiscounted one to strike through while a promotion runs.
 */
export function productPriceLabels(
  product: Pick<Product, 'priceCents' | 'sizes'>,
  promotionPercentage: number | null,
): { value: string; original: string | null } {
  const value = formatPriceRange(
    priceRangeCents(product.priceCents, product.sizes, promotionPercentage),
  );
  if (!promotionPercentage) return { value, original: null };
  return { value, original: formatPriceRange(priceRangeCents(product.priceCents, product.sizes)) };
}
