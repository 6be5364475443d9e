import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionInput } from '../../../shared/catalog/collection-input.schema';
import type { Collection } from '../../../shared/catalog/collection.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const collectionUrl = (id: string) => `/api/admin/collections/${encodeURIComponent(id)}`;

/** Every collection by name, with its count of in-stock products. */
export function useAdminCollections() {
  return useQuery({
    queryKey: queryKeys.admin.collections,
    queryFn: ({ signal }) =>
      apiGet<{ collections: Collection[] }>('/api/admin/collections', signal),
    select: (data) => data.collections,
  });
}

/**
 * A rename or delete rewrites the collection on its products too (server side), so every
 * product read goes stale with the collection lists, the storefront's included.
 */
function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.collections }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.products }),
      queryClient.invalidateQueries({ queryKey: queryKeys.collections }),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
    ]);
}

export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: CollectionInput) =>
      apiRequest<{ collection: Collection }>('/api/admin/collections', {
        method: 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CollectionInput }) =>
      apiRequest<{ collection: Collection }>(collectionUrl(id), { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(collectionUrl(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
