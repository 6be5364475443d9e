import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Hero } from '../../../shared/content/content.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { uploadFile } from '../uploads/upload-request';

export function useAdminHero() {
  return useQuery({
    queryKey: queryKeys.admin.hero,
    queryFn: ({ signal }) => apiGet<{ hero: Hero }>('/api/admin/hero', signal),
    select: (data) => data.hero,
  });
}

function useInvalidateHero() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.hero }),
      queryClient.invalidateQueries({ queryKey: queryKeys.content.hero }),
    ]);
}

/** Streams the video to the server; `onProgress` gets 0-100 as it is sent. */
export function useUploadHeroVideo() {
  const invalidate = useInvalidateHero();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile<{ hero: Hero }>('/api/admin/hero/video', file, { onProgress }),
    onSuccess: invalidate,
  });
}

export function useRemoveHeroVideo() {
  const invalidate = useInvalidateHero();
  return useMutation({
    mutationFn: () => apiRequest<{ hero: Hero }>('/api/admin/hero/video', { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
