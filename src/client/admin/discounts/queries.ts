import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DiscountCodeCreate,
  DiscountCodeUpdate,
} from '../../../shared/marketing/discount-code.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const discounts = api.admin.discounts;

/** Every discount code, newest first (admin §7). */
export function useAdminDiscountCodes() {
  return useQuery({
    queryKey: queryKeys.admin.discounts,
    queryFn: ({ signal }) => callApi(discounts.$get({}, { init: { signal } })),
    select: (data) => data.discounts,
  });
}

function useInvalidateDiscountCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.discounts });
}

export type SaveDiscountCode =
  { id: null; input: DiscountCodeCreate } | { id: string; input: DiscountCodeUpdate };

/** Creates (id null) or updates a code; the code itself is set once, at creation. */
export function useSaveDiscountCode() {
  const invalidate = useInvalidateDiscountCodes();
  return useMutation({
    mutationFn: (save: SaveDiscountCode) =>
      callApi(
        save.id === null
          ? discounts.$post({ json: save.input })
          : discounts[':id'].$put({ param: idParam(save.id), json: save.input }),
      ),
    onSuccess: invalidate,
  });
}

export function useSetDiscountCodeActive() {
  const invalidate = useInvalidateDiscountCodes();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi(discounts[':id'].active.$patch({ param: idParam(id), json: { isActive } })),
    onSuccess: invalidate,
  });
}

export function useDeleteDiscountCode() {
  const invalidate = useInvalidateDiscountCodes();
  return useMutation({
    mutationFn: (id: string) => callApi(discounts[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
