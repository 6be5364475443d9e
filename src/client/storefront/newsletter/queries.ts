import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { readQuery } from '../../lib/storefront-reads';

export interface NewsletterSignup {
  email: string;
  /** Spec §5: an empty phone is sent as null. */
  phone: string | null;
}

/**
 * `success: false` with a code means the address was already subscribed. A plain call rather than
 * a `useMutation` hook: the home page's form is in every first download, and it needs no more than
 * its own `pending` flag; without it React Query's mutation observer stays out of that download.
 */
export function subscribeNewsletter(signup: NewsletterSignup) {
  return callApi(api.newsletter.subscribe.$post({ json: signup }));
}

/** The popup's texts and picture as the owner saved them (spec §3 email_popup_config). */
export function usePopupConfig({ enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    ...readQuery('popup', {}),
    select: (data) => data.popup,
  });
}
