import { useQuery } from '@tanstack/react-query';
import type { Unsubscribe } from '../../../shared/marketing/newsletter.schema';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * Unsubscribes the address the link names, once per page view. A query rather than a mutation:
 * opening the link is the request, and the cache keeps a re-render from sending it twice.
 * Unsubscribing is idempotent on the server, so a reload is harmless.
 */
export function useUnsubscribe(email: string, token: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.newsletter.unsubscribe(email, token),
    queryFn: ({ signal }) =>
      callApi(
        api.newsletter.unsubscribe.$post(
          {},
          // The route also takes mail clients' one-click form posts, so it declares no JSON
          // body type for the client to check; this is the JSON shape it reads.
          {
            headers: { 'Content-Type': 'application/json' },
            init: { signal, body: JSON.stringify({ email, token } satisfies Unsubscribe) },
          },
        ),
      ),
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
