import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionInput } from '../../../shared/catalog/collection-input.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

const collections = api.admin.collections;

/** Every collection by name, with its count of in-stock products. */
export function useAdminCollections() {
  return useQuery({
    queryKey: queryKeys.admin.collections,
    queryFn: ({ signal }) => callApi(collections.$get({}, { init: { signal } })),
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
      invalidateStorefrontReads(queryClient, 'collections'),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.searches }),
    ]);
}

export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: CollectionInput) => callApi(collections.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CollectionInput }) =>
      callApi(collections[':id'].$put({ param: idParam(id), json: input })),
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (id: string) => callApi(collections[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
