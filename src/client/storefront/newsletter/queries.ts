import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export interface NewsletterSignup {
  email: string;
  /** Spec §5: an empty phone is sent as null. */
  phone: string | null;
}

/** `success: false` with a code means the address was already subscribed. */
export interface NewsletterResult {
  success: boolean;
  message: string;
  discountCode: string | null;
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (signup: NewsletterSignup) =>
      apiRequest<NewsletterResult>('/api/newsletter/subscribe', { method: 'POST', body: signup }),
  });
}
