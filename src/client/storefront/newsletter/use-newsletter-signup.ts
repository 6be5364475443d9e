import { useState } from 'react';
import { toast } from '../../ui/toast';
import { ApiRequestError } from '../../lib/api';
import { writeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { subscribeNewsletter } from './queries';

// Spec §5 and §8, word for word.
export const INVALID_EMAIL = 'Please enter a valid email address';
export const SUBSCRIBE_FAILED = 'Failed to subscribe. Please try again.';
/** Spec §9: the "already subscribed" info toast stays 6 s. */
const INFO_TOAST_MS = 6000;

/** The discount reminder badge listens for this to check the stored code again (spec §4). */
export const DISCOUNT_CODE_UPDATED_EVENT = 'discountCodeUpdated';

function rememberDiscountCode(code: string | null): void {
  if (code) writeStorage('local', STORAGE_KEYS.discountCode, code);
  window.dispatchEvent(new Event(DISCOUNT_CODE_UPDATED_EVENT));
}

function failureMessage(error: unknown): string {
  // A message the server wrote for the shopper; anything else (network, 5xx) gets the spec's text.
  return error instanceof ApiRequestError && error.code !== 'http_error'
    ? error.message
    : SUBSCRIBE_FAILED;
}

export interface Welcome {
  message: string;
  code: string | null;
}

export interface SignupCallbacks {
  /** Subscribed: the flag and the code are stored. */
  onWelcome: (welcome: Welcome) => void;
  /** "You're already subscribed!" was shown. */
  onAlreadySubscribed?: () => void;
}

/**
 * The newsletter sign-up of the home page's section and of the popup (spec §4, §5, §8): checks
 * the address as the spec says, subscribes, stores the subscribed flag and the code, and tells
 * the shopper what happened.
 */
export function useNewsletterSignup(invalidEmailMessage = INVALID_EMAIL) {
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = (email: string, phone: string | null, callbacks: SignupCallbacks) => {
    const address = email.trim();
    // Spec §5: the only client rule is "not empty and contains @"; the server checks the rest.
    if (!address || !address.includes('@')) {
      setInvalid(true);
      toast.error(invalidEmailMessage);
      return;
    }
    setInvalid(false);
    setPending(true);
    subscribeNewsletter({ email: address, phone: phone?.trim() || null })
      .then(
        (result) => {
          if (result.success) {
            writeStorage('local', STORAGE_KEYS.emailSubscribed, 'true');
            rememberDiscountCode(result.discountCode);
            callbacks.onWelcome({ message: result.message, code: result.discountCode });
          } else {
            // The server's one refusal with a 200: "You're already subscribed!".
            rememberDiscountCode(result.discountCode);
            toast.info(result.message, { duration: INFO_TOAST_MS });
            callbacks.onAlreadySubscribed?.();
          }
        },
        (error: unknown) => toast.error(failureMessage(error)),
      )
      .finally(() => setPending(false));
  };

  return { submit, pending, invalid };
}

export type NewsletterSignup = ReturnType<typeof useNewsletterSignup>;
