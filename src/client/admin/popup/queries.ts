import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PopupConfigInput } from '../../../shared/marketing/popup.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

/** The popup's settings, or the spec's defaults before the first save. */
export function useAdminPopupConfig() {
  return useQuery({
    queryKey: queryKeys.admin.popup,
    queryFn: ({ signal }) => callApi(api.admin.popup.$get({}, { init: { signal } })),
    select: (data) => data.popup,
  });
}

export function useSavePopupConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PopupConfigInput) => callApi(api.admin.popup.$put({ json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.popup }),
        invalidateStorefrontReads(queryClient, 'popup'),
      ]),
  });
}
