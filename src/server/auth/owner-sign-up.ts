// What signing up with the owner's address leads to, after better-auth answered the sign-up
// (docs/decisions/014 and 018). No other address gets here.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isOwnerEmail } from '../../shared/auth/auth.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { user } from '../db/schema/auth';
import type { Auth } from './auth';
import { accountKey } from './forward';
import type { OwnerClaimService } from './owner-claim.service';
import { mailPasswordResetLink, replacePassword } from './password-reset.service';
import { grantOwnerRole } from './roles.service';

export interface OwnerSignUpDeps {
  db: Db;
  ownerEmail: string | undefined;
  ownerClaim: OwnerClaimService;
}

export interface OwnerSignUp {
  email: string;
  password: string;
  /** The setup code typed on the admin sign-up form, if any. */
  setupCode: unknown;
}

async function findAccount(db: Db, email: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, accountKey(email)));
  return found ?? null;
}

/**
 * The answer to a sign-up with the owner's address. With mail, a reset link goes to the address:
 * setting the password through it is the claim. Without, the setup code is the claim: on a new
 * account it grants the role; on an account someone made before (a stranger who knew the
 * address, or the owner without the code), it first replaces the password and ends every
 * session, so whoever made that account keeps nothing, then signs this browser in.
 */
export async function answerOwnerSignUp(
  auth: Auth,
  deps: OwnerSignUpDeps,
  c: Context<AppEnv>,
  signUp: OwnerSignUp,
  response: Response,
): Promise<Response> {
  const { email, password, setupCode } = signUp;
  if (!isOwnerEmail(email, deps.ownerEmail)) return response;
  const mode = await deps.ownerClaim.mode();
  if (mode === 'email-link') {
    if (response.ok) await mailPasswordResetLink(auth, email);
    return response;
  }
  if (mode !== 'code' || typeof setupCode !== 'string') return response;
  // better-auth answers 422 for an address that has an account (after checking the password).
  const existing = response.status === 422 ? await findAccount(deps.db, email) : null;
  if (!response.ok && !existing) return response;
  if (!(await deps.ownerClaim.consumeCode(setupCode))) return response;

  const account = existing ?? (await findAccount(deps.db, email));
  if (!account) return response;
  if (!existing) {
    await grantOwnerRole(deps.db, account, deps.ownerEmail);
    return response;
  }
  await replacePassword(auth, account.id, password);
  await grantOwnerRole(deps.db, account, deps.ownerEmail);
  return auth.api.signInEmail({
    body: { email: account.email, password },
    headers: c.req.raw.headers,
    asResponse: true,
  });
}
