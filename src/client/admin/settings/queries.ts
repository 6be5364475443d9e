import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsInput } from '../../../shared/site/store-settings.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

/** Everything the Settings screen edits, with every default filled in. */
export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeys.admin.settings,
    queryFn: ({ signal }) => callApi(api.admin.settings.$get({}, { init: { signal } })),
    select: (data) => data.settings,
  });
}

/** Saves the form; this browser's storefront reads (methods, name, links) follow at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettingsInput) => callApi(api.admin.settings.$put({ json: input })),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(queryKeys.admin.settings, { settings });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.paymentMethods }),
        invalidateStorefrontReads(queryClient, 'settings'),
      ]);
    },
  });
}
