import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductInput } from '../../../shared/catalog/product-input.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

const products = api.admin.products;

/**
 * Every product, sold-out ones included, newest first (spec admin §7: no stock filter); with a
 * search, the products that match it, best first (the storefront's search, on the server).
 */
export function useAdminProducts(q = '') {
  return useQuery({
    queryKey: queryKeys.admin.productList(q),
    queryFn: ({ signal }) =>
      callApi(products.$get({ query: q ? { q } : {} }, { init: { signal } })),
    select: (data) => data.products,
    // While the next search loads, the last list stays instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.product(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(products[':id'].$get({ param: idParam(id ?? '') }, { init: { signal } })),
    select: (data) => data.product,
    enabled: id !== null,
    // The form starts from what the server holds now, not from a list read minutes ago.
    staleTime: 0,
  });
}

/**
 * A product write changes the storefront's lists, the collections' counts, the dashboard's
 * product count and the products a showcase may link.
 */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.products }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.collections }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.showcases }),
      invalidateStorefrontReads(queryClient, 'products'),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.searches }),
    ]);
}

/**
 * Creates (id null) or updates a product. One request does both the save and the card-payment
 * sync on the server; `isSyncing` covers the refresh of the lists that follows, so the list the
 * owner returns to already shows the change (the spec's "Saving..." then "Syncing...").
 */
export function useSaveProduct(id: string | null) {
  const invalidate = useInvalidateProducts();
  const [isSyncing, setSyncing] = useState(false);
  const mutation = useMutation({
    mutationFn: (input: ProductInput) =>
      callApi(
        id
          ? products[':id'].$put({ param: idParam(id), json: input })
          : products.$post({ json: input }),
      ),
    onSuccess: async () => {
      setSyncing(true);
      try {
        await invalidate();
      } finally {
        setSyncing(false);
      }
    },
  });
  return {
    save: mutation.mutateAsync,
    isSaving: mutation.isPending && !isSyncing,
    isSyncing,
    isPending: mutation.isPending,
  };
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => callApi(products[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
