import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';
import { uploadFetch } from '../uploads/upload-request';

export function useAdminHero() {
  return useQuery({
    queryKey: queryKeys.admin.hero,
    queryFn: ({ signal }) => callApi(api.admin.hero.$get({}, { init: { signal } })),
    select: (data) => data.hero,
  });
}

function useInvalidateHero() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.hero }),
      invalidateStorefrontReads(queryClient, 'hero'),
    ]);
}

/** Streams the video to the server; `onProgress` gets 0-100 as it is sent. */
export function useUploadHeroVideo() {
  const invalidate = useInvalidateHero();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      callApi(api.admin.hero.video.$post({}, { fetch: uploadFetch(file, onProgress) })),
    onSuccess: invalidate,
  });
}

export function useRemoveHeroVideo() {
  const invalidate = useInvalidateHero();
  return useMutation({
    mutationFn: () => callApi(api.admin.hero.video.$delete()),
    onSuccess: invalidate,
  });
}
