import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../shared/catalog/product.schema';
import { queryKeys } from '../../lib/query-keys';
import { readQuery } from '../../lib/storefront-reads';

interface ProductList {
  products: Product[];
}

const COLLECTIONS_STALE_MS = 5 * 60_000;

/** In-stock products, newest first, of one collection or of all (null). */
export function useProducts(collection: string | null) {
  return useQuery({
    ...readQuery('products', collection ? { collection } : {}),
    select: (data) => data.products,
  });
}

/** The 20 newest in-stock products (spec §9). */
export function useNewArrivals() {
  return useQuery({
    ...readQuery('newArrivals', {}),
    select: (data) => data.products,
  });
}

/** Up to 6 in-stock products for the home page (spec §9). */
export function useBestSellers() {
  return useQuery({
    ...readQuery('bestSellers', {}),
    select: (data) => data.products,
  });
}

/** Every collection name found on in-stock products, sorted: the shop's filter row. */
export function useCollectionNames() {
  return useQuery({
    ...readQuery('collectionNames', {}),
    select: (data) => data.names,
    staleTime: COLLECTIONS_STALE_MS,
  });
}

/** Collections by name, each with its count of in-stock products. */
export function useCollections() {
  return useQuery({
    ...readQuery('collections', {}),
    select: (data) => data.collections,
    staleTime: COLLECTIONS_STALE_MS,
  });
}

/** A product already in a loaded list, so its page can paint before its own request returns. */
function findListedProduct(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
): { product: Product } | undefined {
  for (const [, data] of queryClient.getQueriesData<Partial<ProductList>>({
    queryKey: queryKeys.products.all,
  })) {
    const product = data?.products?.find((candidate) => candidate.id === id);
    if (product) return { product };
  }
  return undefined;
}

/** One product, sold-out ones included; a 404 or 400 is final (the client retries only 5xx). */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...readQuery('product', { id }),
    select: (data) => data.product,
    placeholderData: () => findListedProduct(queryClient, id),
    enabled: id !== '',
  });
}
