import { createAuthClient } from 'better-auth/react';
import type { SignIn } from '../../shared/auth/auth.schema';

// Same origin: the server mounts better-auth at its default base path, /api/auth.
export const authClient = createAuthClient();

interface AuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  statusText?: string | undefined;
  /** Our own answers in front of better-auth (a limit, a refused field) nest the message. */
  error?: { message?: unknown } | undefined;
}

/** The server's own wording for a failed sign-in or sign-up (spec: shown as the error toast). */
export function authErrorMessage(error: AuthClientError): string {
  const ours = typeof error.error?.message === 'string' ? error.error.message : undefined;
  return error.message || ours || error.statusText || 'Something went wrong. Please try again.';
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

/** Sends the address-confirmation link again; null when sent, else the message to show. */
export function sendVerificationEmail(email: string): Promise<string | null> {
  // The server sets where the link returns (the account page).
  return attempt(() => authClient.sendVerificationEmail({ email }));
}

/**
 * Asks for a reset link; null when the server took the request (whether or not the address has
 * an account, which it never says), else the message to show.
 */
export function requestPasswordReset(email: string): Promise<string | null> {
  return attempt(() => authClient.requestPasswordReset({ email }));
}

/** What setting a new password through the e-mailed link came to. */
export type PasswordResetOutcome =
  | { status: 'done' }
  /** The link was used already or is older than an hour. */
  | { status: 'expired' }
  | { status: 'failed'; message: string };

/** Sets the new password; on success the server has signed this browser in. */
export async function resetPassword(
  token: string,
  newPassword: string,
): Promise<PasswordResetOutcome> {
  try {
    const { error } = await authClient.resetPassword({ token, newPassword });
    if (!error) return { status: 'done' };
    if ((error as AuthClientError).code === 'INVALID_TOKEN') return { status: 'expired' };
    return { status: 'failed', message: authErrorMessage(error) };
  } catch (error) {
    return {
      status: 'failed',
      message: error instanceof Error ? error.message : authErrorMessage({}),
    };
  }
}
