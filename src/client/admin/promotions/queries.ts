import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionInput } from '../../../shared/promotions/promotion.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

const promotions = api.admin.promotions;

/** Every promotion, newest first, each with its LIVE NOW / SCHEDULED status. */
export function useAdminPromotions() {
  return useQuery({
    queryKey: queryKeys.admin.promotions,
    queryFn: ({ signal }) => callApi(promotions.$get({}, { init: { signal } })),
    select: (data) => data.promotions,
  });
}

/** A promotion write changes the storefront's banner and every price it shows. */
function useInvalidatePromotions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.promotions }),
      invalidateStorefrontReads(queryClient, 'promotions'),
    ]);
}

/** Creates (id null) or updates a promotion. */
export function useSavePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) =>
      callApi(
        id
          ? promotions[':id'].$put({ param: idParam(id), json: input })
          : promotions.$post({ json: input }),
      ),
    onSuccess: invalidate,
  });
}

export function useSetPromotionActive() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi(promotions[':id'].active.$patch({ param: idParam(id), json: { isActive } })),
    onSuccess: invalidate,
  });
}

export function useDeletePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: (id: string) => callApi(promotions[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
