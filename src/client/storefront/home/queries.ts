import { useQuery } from '@tanstack/react-query';
import type { Collection } from '../../../shared/catalog/collection.schema';
import type { Product } from '../../../shared/catalog/product.schema';
import { apiGet } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const BEST_SELLERS_LIMIT = 6;

/** In-stock products, newest first; the shop has no sales ranking, so the newest six lead. */
export function useBestSellers() {
  return useQuery({
    queryKey: queryKeys.products.list(null),
    queryFn: ({ signal }) => apiGet<{ products: Product[] }>('/api/products', signal),
    select: (data) => data.products.slice(0, BEST_SELLERS_LIMIT),
  });
}

export function useCollections() {
  return useQuery({
    queryKey: queryKeys.collections,
    queryFn: ({ signal }) => apiGet<{ collections: Collection[] }>('/api/collections', signal),
    select: (data) => data.collections,
    staleTime: 5 * 60_000,
  });
}
