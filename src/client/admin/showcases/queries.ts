import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminShowcase,
  ShowcaseInput,
  ShowcaseProductOption,
} from '../../../shared/content/content-input.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const showcaseUrl = (id: string) => `/api/admin/showcases/${encodeURIComponent(id)}`;

/** Every showcase, active or hidden, lowest display order first. */
export function useAdminShowcases() {
  return useQuery({
    queryKey: queryKeys.admin.showcases,
    queryFn: ({ signal }) => apiGet<{ showcases: AdminShowcase[] }>('/api/admin/showcases', signal),
    select: (data) => data.showcases.toSorted((a, b) => a.displayOrder - b.displayOrder),
  });
}

/** The products a showcase may link: in stock only (spec admin §5), by name. */
export function useShowcaseProducts() {
  return useQuery({
    queryKey: queryKeys.admin.showcaseProducts,
    queryFn: ({ signal }) =>
      apiGet<{ products: ShowcaseProductOption[] }>('/api/admin/showcases/products', signal),
    select: (data) => data.products,
  });
}

function useInvalidateShowcases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.showcases }),
      queryClient.invalidateQueries({ queryKey: queryKeys.content.showcases }),
    ]);
}

/** Creates (id null) or updates a showcase. */
export function useSaveShowcase() {
  const invalidate = useInvalidateShowcases();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ShowcaseInput }) =>
      apiRequest(id ? showcaseUrl(id) : '/api/admin/showcases', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useSetShowcaseActive() {
  const invalidate = useInvalidateShowcases();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest(`${showcaseUrl(id)}/active`, { method: 'PATCH', body: { isActive } }),
    onSuccess: invalidate,
  });
}

export function useDeleteShowcase() {
  const invalidate = useInvalidateShowcases();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(showcaseUrl(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
