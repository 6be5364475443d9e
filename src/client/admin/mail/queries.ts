import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const mail = api.admin.mail;

/** How the store sends mail; the menu lists the Mail screen only while mail is kept. */
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
