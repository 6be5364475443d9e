import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Me } from '../../shared/auth/auth.schema';
import { api, callApi, isClientError } from './api';
import { queryKeys } from './query-keys';

export const SIGNED_OUT: Me = { user: null, isAdmin: false };

const FIRST_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 200;
const STEADY_RETRY_DELAY_MS = 1500;

/**
 * Who is signed in and whether they are the admin: the UI's one source for both.
 * While the server cannot answer, the check keeps retrying and stays loading (spec admin §4:
 * 3 retries from 200 ms, doubling, then every 1.5 s); a 4xx answer is final.
 */
export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => callApi(api.me.$get({}, { init: { signal } })),
  retry: (_failureCount, error) => !isClientError(error),
  retryDelay: (failureCount) =>
    failureCount < FIRST_RETRIES ? FIRST_RETRY_DELAY_MS * 2 ** failureCount : STEADY_RETRY_DELAY_MS,
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Reads /api/me again now (after sign-in or sign-up) and returns the fresh answer. */
export function useRefreshMe(): () => Promise<Me> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }),
    [queryClient],
  );
}
