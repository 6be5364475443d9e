import { useEffect } from 'react';
import { toast } from '../../ui/toast';

export interface ErrorToastOptions {
  /** A title for the toast, with `message` beneath it (the size chart's "Error" toasts). */
  title?: string;
}

/**
 * Shows `message` as an error toast each time a read fails (spec admin §8: failed loads are
 * toasts). Each failed attempt is a new error object, so a retry that fails again tells again.
 */
export function useErrorToast(
  error: Error | null,
  message: string,
  { title }: ErrorToastOptions = {},
): void {
  useEffect(() => {
    if (!error) return;
    if (title) toast.error(title, { description: message });
    else toast.error(message);
  }, [error, message, title]);
}
