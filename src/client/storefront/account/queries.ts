import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../shared/account/profile.schema';
import type { OrderSummary } from '../../../shared/orders/order.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The signed-in shopper's profile (401 when signed out: the page asks only when signed in). */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.profile,
    queryFn: ({ signal }) => apiGet<{ profile: Profile }>('/api/profile', signal),
    select: (data) => data.profile,
    enabled,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: update }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.account.profile, data),
  });
}

/** The shopper's own orders, newest first (the server's order). */
export function useOrderHistory(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.orders,
    queryFn: ({ signal }) => apiGet<{ orders: OrderSummary[] }>('/api/orders', signal),
    select: (data) => data.orders,
    enabled,
  });
}
