import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The signed-in shopper's profile (401 when signed out: the page asks only when signed in). */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.profile,
    queryFn: ({ signal }) => callApi(api.profile.$get({}, { init: { signal } })),
    select: (data) => data.profile,
    enabled,
  });
}

/** What the form sends: the text as typed (the server trims it and stores empty as null). */
type ProfileUpdateInput = InferRequestType<typeof api.profile.$patch>['json'];

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdateInput) => callApi(api.profile.$patch({ json: update })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.account.profile, data),
  });
}

/** The shopper's own orders, newest first (the server's order). */
export function useOrderHistory(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.orders,
    queryFn: ({ signal }) => callApi(api.orders.$get({}, { init: { signal } })),
    select: (data) => data.orders,
    enabled,
  });
}
