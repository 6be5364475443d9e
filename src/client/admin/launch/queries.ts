import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

/** The dashboard's launch checklist, and the demo content still there. */
export function useLaunchChecklist() {
  return useQuery({
    queryKey: queryKeys.admin.launch,
    queryFn: ({ signal }) => callApi(api.admin.launch.$get({}, { init: { signal } })),
  });
}

/** "Remove demo content": every admin list and this browser's storefront reads follow. */
export function useRemoveDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.admin.demo.$delete()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        invalidateStorefrontReads(queryClient, 'demo'),
      ]),
  });
}

/** "Send a test mail": to the signed-in owner, at once; the checklist follows. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.admin.mail.test.$post()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.launch }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.mail.all }),
      ]),
  });
}
