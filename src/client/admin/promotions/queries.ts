import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPromotion, PromotionInput } from '../../../shared/promotions/promotion.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const promotionUrl = (id: string) => `/api/admin/promotions/${encodeURIComponent(id)}`;

/** Every promotion, newest first, each with its LIVE NOW / SCHEDULED status. */
export function useAdminPromotions() {
  return useQuery({
    queryKey: queryKeys.admin.promotions,
    queryFn: ({ signal }) =>
      apiGet<{ promotions: AdminPromotion[] }>('/api/admin/promotions', signal),
    select: (data) => data.promotions,
  });
}

/** A promotion write changes the storefront's banner and every price it shows. */
function useInvalidatePromotions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.promotions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all }),
    ]);
}

/** Creates (id null) or updates a promotion. */
export function useSavePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) =>
      apiRequest(id ? promotionUrl(id) : '/api/admin/promotions', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useSetPromotionActive() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest(`${promotionUrl(id)}/active`, { method: 'PATCH', body: { isActive } }),
    onSuccess: invalidate,
  });
}

export function useDeletePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(promotionUrl(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
