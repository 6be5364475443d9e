import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SizeChartInput } from '../../../shared/content/content-input.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

/** The t-shirt size chart (the only product type the spec names). */
export function useAdminSizeChart() {
  return useQuery({
    queryKey: queryKeys.admin.sizeChart,
    queryFn: ({ signal }) => callApi(api.admin['size-chart'].$get({}, { init: { signal } })),
    select: (data) => data.sizeChart,
  });
}

export function useSaveSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SizeChartInput) => callApi(api.admin['size-chart'].$put({ json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.sizeChart }),
        invalidateStorefrontReads(queryClient, 'size-chart'),
      ]),
  });
}
