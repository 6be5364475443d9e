import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SizeChartInput } from '../../../shared/content/content-input.schema';
import type { SizeChart } from '../../../shared/content/content.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The t-shirt size chart (the only product type the spec names). */
export function useAdminSizeChart() {
  return useQuery({
    queryKey: queryKeys.admin.sizeChart,
    queryFn: ({ signal }) => apiGet<{ sizeChart: SizeChart }>('/api/admin/size-chart', signal),
    select: (data) => data.sizeChart,
  });
}

export function useSaveSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SizeChartInput) =>
      apiRequest<{ sizeChart: SizeChart }>('/api/admin/size-chart', { method: 'PUT', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.sizeChart }),
        queryClient.invalidateQueries({ queryKey: queryKeys.content.sizeChart }),
      ]),
  });
}
