import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) => callApi(api.admin.dashboard.$get({}, { init: { signal } })),
  });
}
