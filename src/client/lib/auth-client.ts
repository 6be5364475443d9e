import { createAuthClient } from 'better-auth/react';
import type { SignIn } from '../../shared/auth/auth.schema';

// Same origin: the server mounts better-auth at its default base path, /api/auth.
export const authClient = createAuthClient();

interface AuthClientError {
  message?: string | undefined;
  statusText?: string | undefined;
  /** Our own answers in front of better-auth (a 429 of the sign-in limits) nest it here. */
  error?: { message?: string | undefined } | undefined;
}

/** The server's own wording for a failed sign-in or sign-up (spec: shown as the error toast). */
export function authErrorMessage(error: AuthClientError): string {
  return (
    error.message ||
    error.error?.message ||
    error.statusText ||
    'Something went wrong. Please try again.'
  );
}

async function attempt(
  call: () => Promise<{ error: AuthClientError | null }>,
): Promise<string | null> {
  try {
    const { error } = await call();
    return error ? authErrorMessage(error) : null;
  } catch (error) {
    return error instanceof Error ? error.message : authErrorMessage({});
  }
}

/** Signs in; null on success, else the message to show. */
export function signInWithEmail(values: SignIn): Promise<string | null> {
  return attempt(() => authClient.signIn.email(values));
}

/**
 * Creates the account and signs it in; null on success, else the message to show. The owner's
 * setup code (from the server's log) goes along when given; the server checks it.
 */
export function signUpWithEmail(values: {
  fullName: string;
  email: string;
  password: string;
  setupCode?: string | undefined;
}): Promise<string | null> {
  const setupCode = values.setupCode?.trim();
  return attempt(() =>
    authClient.signUp.email({
      name: values.fullName.trim(),
      email: values.email,
      password: values.password,
      ...(setupCode ? { setupCode } : {}),
    }),
  );
}
