import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const mail = api.admin.mail;

/** How the store sends mail: the Mail screen says whether it keeps or sends it. */
export function useMailTransport() {
  return useQuery({
    queryKey: queryKeys.admin.mail.transport,
    queryFn: ({ signal }) => callApi(mail.transport.$get({}, { init: { signal } })),
    select: (data) => data.transport,
    // Set by configuration: it changes only with a restart.
    staleTime: Infinity,
  });
}

/** The kept and sent messages, newest first, a page at a time. */
export function useMailList() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.mail.list,
    queryFn: ({ pageParam, signal }) =>
      callApi(mail.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One message with its HTML, while it is open. */
export function useMailMessage(id: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.mail.message(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(mail[':id'].$get({ param: idParam(id ?? '') }, { init: { signal } })),
    select: (data) => data.mail,
    enabled: id !== null,
  });
}

/** Mail tried and not gone out yet (delayed or failed), newest first, with the counts. */
export function useOutbox() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.mail.outbox,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        mail.outbox.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A delayed message goes out by itself: the outbox follows while the screen is open, every
    // few seconds while one is being sent or due within the minute (just retried), else slowly.
    refetchInterval: (query) => {
      const soon = Date.now() + 60_000;
      const due = query.state.data?.pages.some((page) =>
        page.mail.some(
          (mail) =>
            mail.state === 'sending' ||
            (mail.nextTryAt !== null && Date.parse(mail.nextTryAt) < soon),
        ),
      );
      return due ? 2_000 : 30_000;
    },
  });
}

/** After a retry or a discard: the outbox, the sent list and the dashboard's banner. */
function useInvalidateOutbox() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.mail.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    ]);
}

/** Sends one delayed or failed message again now. */
export function useRetryOutboxMail() {
  const invalidate = useInvalidateOutbox();
  return useMutation({
    mutationFn: (id: string) => callApi(mail.outbox[':id'].retry.$post({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}

/** Sends every delayed and failed message again. */
export function useRetryAllOutboxMail() {
  const invalidate = useInvalidateOutbox();
  return useMutation({
    mutationFn: () => callApi(mail.outbox.retry.$post()),
    onSuccess: invalidate,
  });
}

/** Drops a failed message: it is never sent. */
export function useDiscardOutboxMail() {
  const invalidate = useInvalidateOutbox();
  return useMutation({
    mutationFn: (id: string) => callApi(mail.outbox[':id'].$delete({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}
