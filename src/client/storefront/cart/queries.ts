import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Product } from '../../../shared/catalog/product.schema';
import { ApiRequestError } from '../../lib/api';
import { readQuery } from '../../lib/storefront-reads';
import type { ProductLookup } from './cart-pricing';

interface ProductAnswer {
  product: Product;
}

function toLookup(result: UseQueryResult<ProductAnswer>): ProductLookup {
  if (result.data) return { state: 'found', product: result.data.product };
  if (result.isError) {
    // 404: deleted; 400: not a product id at all (a hand-edited cart). Both are final.
    const gone =
      result.error instanceof ApiRequestError &&
      (result.error.status === 404 || result.error.status === 400);
    return gone ? { state: 'gone' } : { state: 'failed' };
  }
  return { state: 'loading' };
}

/**
 * The current state of every product in the cart, by id: the cart's prices and its
 * "No longer available" / "Sold out" flags come from these, not from what was stored. Shares the
 * product page's cache entries (same key, same answer).
 */
export function useCartProducts(ids: readonly string[]): ReadonlyMap<string, ProductLookup> {
  const unique = [...new Set(ids)];
  return useQueries({
    queries: unique.map((id) => readQuery('product', { id })),
    combine: (results) => new Map(unique.map((id, index) => [id, toLookup(results[index]!)])),
  });
}
