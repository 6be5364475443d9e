import { useMutation, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '../../../shared/site/contact.schema';
import { api, callApi } from '../../lib/api';
import { readQuery } from '../../lib/storefront-reads';

/** The size chart text and image the owner keeps (empty text / null image when none). */
export function useSizeChart() {
  return useQuery({
    ...readQuery('sizeChart', {}),
    select: (data) => data.sizeChart,
    staleTime: 5 * 60_000,
  });
}

/** Stores the message and e-mails it to the owner (server side). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => callApi(api.contact.$post({ json: message })),
  });
}
