import { useMutation, useQuery } from '@tanstack/react-query';
import type { SizeChart } from '../../../shared/content/content.schema';
import type { ContactMessage } from '../../../shared/site/contact.schema';
import { apiGet, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The size chart text and image the owner keeps (empty text / null image when none). */
export function useSizeChart() {
  return useQuery({
    queryKey: queryKeys.content.sizeChart,
    queryFn: ({ signal }) => apiGet<{ sizeChart: SizeChart }>('/api/content/size-chart', signal),
    select: (data) => data.sizeChart,
    staleTime: 5 * 60_000,
  });
}

/** Stores the message and e-mails it to the owner (server side). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      apiRequest<{ ok: true }>('/api/contact', { method: 'POST', body: message }),
  });
}
