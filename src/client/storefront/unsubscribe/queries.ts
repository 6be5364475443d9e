import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
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
      apiRequest<{ success: true }>('/api/newsletter/unsubscribe', {
        method: 'POST',
        body: { email, token },
        signal,
      }),
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
