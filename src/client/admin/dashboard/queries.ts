import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import type { Dashboard } from '../../../shared/site/dashboard.schema';

export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) => apiGet<Dashboard>('/api/admin/dashboard', signal),
  });
}
