import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscribe } from '../../../shared/marketing/newsletter.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const subscribers = api.admin.subscribers;

/** Total, active, unsubscribed, new this month and unused codes. */
export function useSubscriberStats() {
  return useQuery({
    queryKey: queryKeys.admin.subscribers.stats,
    queryFn: ({ signal }) => callApi(subscribers.stats.$get({}, { init: { signal } })),
  });
}

/** Newest first, searched on the server (`q`: part of the address, any case), a page at a time. */
export function useSubscribers(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.subscribers.list(q),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        subscribers.$get(
          { query: { q, ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The CSV of the list as searched, as the browser downloads it. */
export function subscribersExportPath(q: string): string {
  return subscribers.export.$path({ query: { q } });
}

function useInvalidateSubscribers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.subscribers.all }),
      // The dashboard counts active subscribers too.
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    ]);
}

export function useAddSubscriber() {
  const invalidate = useInvalidateSubscribers();
  return useMutation({
    mutationFn: (input: Subscribe) => callApi(subscribers.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useDeleteSubscriber() {
  const invalidate = useInvalidateSubscribers();
  return useMutation({
    mutationFn: (id: string) => callApi(subscribers[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
