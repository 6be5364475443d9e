import { createAuthClient } from 'better-auth/react';

// Same origin: the server mounts better-auth at its default base path, /api/auth.
export const authClient = createAuthClient();

interface AuthClientError {
  message?: string | undefined;
  statusText?: string | undefined;
}

/** The server's own wording for a failed sign-in or sign-up (spec: shown as the error toast). */
export function authErrorMessage(error: AuthClientError): string {
  return error.message || error.statusText || 'Something went wrong. Please try again.';
}
