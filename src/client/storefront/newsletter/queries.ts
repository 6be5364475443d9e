import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';

export interface NewsletterSignup {
  email: string;
  /** Spec §5: an empty phone is sent as null. */
  phone: string | null;
}

/** `success: false` with a code means the address was already subscribed. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (signup: NewsletterSignup) =>
      callApi(api.newsletter.subscribe.$post({ json: signup })),
  });
}
