import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShowcaseInput } from '../../../shared/content/content-input.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

const showcases = api.admin.showcases;

/** Every showcase, active or hidden, lowest display order first. */
export function useAdminShowcases() {
  return useQuery({
    queryKey: queryKeys.admin.showcases,
    queryFn: ({ signal }) => callApi(showcases.$get({}, { init: { signal } })),
    select: (data) => data.showcases.toSorted((a, b) => a.displayOrder - b.displayOrder),
  });
}

/** The products a showcase may link: in stock only (spec admin §5), by name. */
export function useShowcaseProducts() {
  return useQuery({
    queryKey: queryKeys.admin.showcaseProducts,
    queryFn: ({ signal }) => callApi(showcases.products.$get({}, { init: { signal } })),
    select: (data) => data.products,
  });
}

function useInvalidateShowcases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.showcases }),
      invalidateStorefrontReads(queryClient, 'showcases'),
    ]);
}

/** Creates (id null) or updates a showcase. */
export function useSaveShowcase() {
  const invalidate = useInvalidateShowcases();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ShowcaseInput }) =>
      callApi(
        id
          ? showcases[':id'].$put({ param: idParam(id), json: input })
          : showcases.$post({ json: input }),
      ),
    onSuccess: invalidate,
  });
}

export function useSetShowcaseActive() {
  const invalidate = useInvalidateShowcases();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi(showcases[':id'].active.$patch({ param: idParam(id), json: { isActive } })),
    onSuccess: invalidate,
  });
}

export function useDeleteShowcase() {
  const invalidate = useInvalidateShowcases();
  return useMutation({
    mutationFn: (id: string) => callApi(showcases[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
