import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteLockInput } from '../../../shared/site/site-lock.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useAdminSiteLock() {
  return useQuery({
    queryKey: queryKeys.admin.siteLock,
    queryFn: ({ signal }) => callApi(api.admin['site-lock'].$get({}, { init: { signal } })),
  });
}

/** Spec admin §6: after saving, the dashboard's banner and the storefront's view catch up. */
export function useSaveSiteLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteLockInput) => callApi(api.admin['site-lock'].$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.siteLock, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
        queryClient.invalidateQueries({ queryKey: queryKeys.siteLock }),
      ]);
    },
  });
}
