import { useMutation, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The lock as this browser meets it: the message, the mode, the unlock time. */
export function useSiteLockStatus() {
  return useQuery({
    queryKey: queryKeys.siteLock,
    queryFn: ({ signal }) => callApi(api['site-lock'].$get({}, { init: { signal } })),
    staleTime: 0,
    // A visitor waiting on the locked page is let in soon after the owner unlocks.
    refetchInterval: 30_000,
  });
}

/** Sends the bypass password; the server answers with the HttpOnly bypass cookie. */
export function useEnterSitePassword() {
  return useMutation({
    mutationFn: (password: string) =>
      callApi(api['site-lock'].password.$post({ json: { password } })),
  });
}
