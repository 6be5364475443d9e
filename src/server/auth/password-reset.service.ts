// Password resets are better-auth's (single-use token, one hour, every session revoked); these
// are the two things our routes need from it around its own endpoints.
import { PASSWORD_RESET_PAGE } from '../../shared/auth/password-reset.schema';
import type { Auth } from './auth';

/**
 * Has better-auth mail a reset link to the address (nothing happens for an address without an
 * account). The link opens the store's reset page, whatever page the request came from.
 */
export async function mailPasswordResetLink(auth: Auth, email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email, redirectTo: PASSWORD_RESET_PAGE } });
}

/** The account a reset token belongs to, while the token is still unused. */
export async function resetTokenHolder(
  auth: Auth,
  token: string,
): Promise<{ id: string; email: string } | null> {
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return null;
  const holder = await internalAdapter.findUserById(verification.value);
  return holder ? { id: holder.id, email: holder.email } : null;
}

/**
 * Sets the account's password and ends every session it has, as a reset through the link does;
 * for the owner's claim with the setup code, which proves as much as the link.
 */
export async function replacePassword(auth: Auth, userId: string, password: string) {
  const { internalAdapter, password: hasher } = await auth.$context;
  const hash = await hasher.hash(password);
  if (await internalAdapter.findCredentialAccount(userId)) {
    await internalAdapter.updatePassword(userId, hash);
  } else {
    await internalAdapter.createAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  // After the password: a session started with the old one in between is ended too.
  await internalAdapter.deleteUserSessions(userId);
}
