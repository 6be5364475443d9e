import { Hono, type Context } from 'hono';
import { ADMIN_ONLY, isOwnerEmail, SignInSchema, type Me } from '../../shared/auth/auth.schema';
import type { AuthSetup } from '../../shared/auth/auth-setup.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { clientAddress } from '../http/client-address';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { VerificationEmailRequestSchema } from '../../shared/auth/password-reset.schema';
import { badRequest, errorBody, HttpError } from '../http/errors';
import { enforceLimit, limitPerClient, type RateLimiters } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Auth } from './auth';
import { sessionUser } from './auth.middleware';
import { authOutageAs503 } from './auth-outage.middleware';
import { accountKey, forward, readBody } from './forward';
import type { OwnerClaimService } from './owner-claim.service';
import { answerOwnerSignUp } from './owner-sign-up';
import { passwordResetRoutes } from './password-reset.routes';
import { isAdmin } from './roles.service';

const OWNER_CONFIRMED_BY_CLAIM =
  "The owner's address is confirmed with the setup code or the claim link.";

export const TOO_MANY_SIGN_INS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface AuthRouteDeps {
  db: Db;
  ownerEmail: string | undefined;
  ownerClaim: OwnerClaimService;
  limits: Pick<
    RateLimiters,
    | 'signInPerClient'
    | 'signInFailuresPerAccount'
    | 'signUpPerClient'
    | 'authOtherPerClient'
    | 'passwordResetPerRecipient'
  >;
  trustProxy: boolean;
}

/**
 * better-auth's own endpoints (sign-up, sign-in, sign-out, session) under /api/auth, with our
 * limits in front: per client address (as the rest of the app sees it) and per account.
 */
export function betterAuthRoutes(auth: Auth, deps: AuthRouteDeps) {
  const { limits } = deps;
  /** better-auth's e-mail sign-in, behind the per-account failure limit. */
  async function signIn(c: Context<AppEnv>, body: Record<string, unknown>, path?: string) {
    const account = accountKey(body.email);
    await enforceLimit(limits.signInFailuresPerAccount, account, TOO_MANY_SIGN_INS);
    const response = await forward(auth, c, body, path);
    // Only failures count against the account: the owner signing in clears them.
    if (response.ok) await limits.signInFailuresPerAccount.reset(account);
    return response;
  }
  return new Hono<AppEnv>()
    .use('*', authOutageAs503(deps.db))
    .post('/sign-in/email', async (c) => {
      await enforceLimit(
        limits.signInPerClient,
        clientAddress(c, deps.trustProxy),
        TOO_MANY_SIGN_INS,
      );
      return signIn(c, await readBody(c));
    })
    .post(
      '/sign-in/admin',
      limitPerClient(limits.signInPerClient, deps.trustProxy, TOO_MANY_SIGN_INS),
      validate('json', SignInSchema),
      async (c) => {
        // The sign-in of /admin/login (spec admin §5): the server, not the page, knows the
        // owner's address, and answers anyone else before looking for an account or a
        // password, so a stranger with or without an account hears the same refusal.
        const { email, password } = c.req.valid('json');
        if (!isOwnerEmail(email, deps.ownerEmail))
          throw new HttpError(403, 'not_admin', ADMIN_ONLY);
        const response = await signIn(c, { email, password }, '/sign-in/email');
        if (response.ok) return response;
        // better-auth's refusal ({code, message}) in the API's error shape, as the page reads it.
        const refusal = (await response.json().catch(() => null)) as {
          code?: unknown;
          message?: unknown;
        } | null;
        const message =
          typeof refusal?.message === 'string' ? refusal.message : 'Invalid email or password';
        const code =
          typeof refusal?.code === 'string' ? refusal.code.toLowerCase() : 'sign_in_failed';
        return c.json(errorBody(code, message), response.status as ContentfulStatusCode);
      },
    )
    .post('/sign-up/email', async (c) => {
      await enforceLimit(limits.signUpPerClient, clientAddress(c, deps.trustProxy));
      const { setupCode, ...body } = await readBody(c);
      const response = await forward(auth, c, body);
      if (typeof body.email !== 'string' || typeof body.password !== 'string') return response;
      return answerOwnerSignUp(
        auth,
        deps,
        c,
        { email: body.email, password: body.password, setupCode },
        response,
      );
    })
    .route('/', passwordResetRoutes(auth, deps))
    .post('/send-verification-email', async (c) => {
      // Sends mail to the address asked for: limited per client and per recipient.
      await enforceLimit(limits.authOtherPerClient, clientAddress(c, deps.trustProxy));
      const parsed = VerificationEmailRequestSchema.safeParse(await readBody(c));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid email');
      const { email } = parsed.data;
      // The owner's address is proved by the claim (README), never by this link.
      if (isOwnerEmail(email, deps.ownerEmail)) throw badRequest(OWNER_CONFIRMED_BY_CLAIM);
      await enforceLimit(limits.passwordResetPerRecipient, `verify:${accountKey(email)}`);
      return forward(auth, c, { email, callbackURL: '/account' });
    })
    .post('/*', async (c) => {
      // Mail-sending and password endpoints; the session's own reads and sign-out are free.
      if (!/\/(sign-out|get-session)$/.test(c.req.path)) {
        await enforceLimit(limits.authOtherPerClient, clientAddress(c, deps.trustProxy));
      }
      return auth.handler(c.req.raw);
    })
    .get('/*', (c) => auth.handler(c.req.raw));
}

/** How the owner claims the admin role, for the admin sign-up form; not who the owner is. */
export function authSetupRoutes(ownerClaim: OwnerClaimService) {
  return new Hono<AppEnv>().get('/auth-setup', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body: AuthSetup = { ownerClaim: await ownerClaim.mode() };
    return c.json(body);
  });
}

export function meRoutes(db: Db) {
  return new Hono<AppEnv>().get('/me', async (c) => {
    const user = sessionUser(c);
    c.header('Cache-Control', 'private, no-store');
    const body: Me = user
      ? {
          user: {
            id: user.id,
            email: user.email,
            name: user.name,
            createdAt: user.createdAt.toISOString(),
            emailVerified: user.emailVerified,
          },
          isAdmin: await isAdmin(db, user.id),
        }
      : { user: null, isAdmin: false };
    return c.json(body);
  });
}
