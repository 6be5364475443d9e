import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ADMIN_ONLY, isOwnerEmail, SignInSchema, type Me } from '../../shared/auth/auth.schema';
import type { AuthSetup } from '../../shared/auth/auth-setup.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { session } from '../db/schema/auth';
import { clientAddress } from '../http/client-address';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { VerificationEmailRequestSchema } from '../../shared/auth/password-reset.schema';
import { badRequest, errorBody, HttpError } from '../http/errors';
import { enforceLimit, limitPerClient, type RateLimiters } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { sessionUser } from './auth.middleware';
import { authOutageAs503 } from './auth-outage.middleware';
import { accountKey, forward, readBody } from './forward';
import type { OwnerClaimService } from './owner-claim.service';
import { answerOwnerSignUp } from './owner-sign-up';
import { passwordResetRoutes } from './password-reset.routes';
import { isAdmin } from './roles.service';
import { signInGuard, TOO_MANY_SIGN_INS } from './sign-in-guard';

/** The admin sign-in's one answer to every failed password check, whatever the address. */
const WRONG_CREDENTIALS = errorBody('invalid_email_or_password', 'Invalid email or password');

export interface AuthRouteDeps {
  db: Db;
  ownerEmail: string | undefined;
  ownerClaim: OwnerClaimService;
  limits: Pick<
    RateLimiters,
    | 'signInPerClient'
    | 'signInFailuresPerAccountAndClient'
    | 'signInFailuresPerAccount'
    | 'signUpPerClient'
    | 'authOtherPerClient'
    | 'passwordResetPerRecipient'
  >;
  trustProxy: boolean;
  logger: Logger;
}

/** Ends the session a sign-in just made (its answer's `token`), before the cookie goes out. */
async function endNewSession(db: Db, response: Response): Promise<void> {
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (typeof body?.token === 'string')
    await db.delete(session).where(eq(session.token, body.token));
}

/**
 * better-auth's own endpoints (sign-up, sign-in, sign-out, session) under /api/auth, with our
 * limits in front: per client address (as the rest of the app sees it) and per account.
 */
export function betterAuthRoutes(
  services: Pick<Services, 'auth' | 'db' | 'config' | 'ownerClaim' | 'limits' | 'logger'>,
) {
  const { auth, config, limits } = services;
  const deps: AuthRouteDeps = {
    db: services.db,
    ownerEmail: config.ownerEmail,
    ownerClaim: services.ownerClaim,
    limits,
    trustProxy: config.trustProxy,
    logger: services.logger.child({ module: 'auth' }),
  };
  const guarded = signInGuard(deps);
  /** better-auth's e-mail sign-in, behind the failure counts (sign-in-guard.ts). */
  function signIn(c: Context<AppEnv>, body: Record<string, unknown>, path?: string) {
    return guarded(c, accountKey(body.email), () => forward(auth, c, body, path));
  }
  return new Hono<AppEnv>()
    .use('*', authOutageAs503(deps.db))
    .post('/sign-in/email', async (c) => {
      await enforceLimit(
        c,
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
        // The sign-in of /admin/login (spec admin §5). Every address gets the same password
        // check (better-auth hashes for an unknown one too) and every failed check the same
        // answer, so no answer tells which address is the owner's. Only the right password of
        // another account hears the spec's refusal: that person proved who they are, which
        // says nothing about the owner (docs/decisions/048). Their session ends unsent.
        const { email, password } = c.req.valid('json');
        const response = await signIn(c, { email, password }, '/sign-in/email');
        if (response.status === 401) return c.json(WRONG_CREDENTIALS, 401);
        if (response.ok && !isOwnerEmail(email, deps.ownerEmail)) {
          await endNewSession(deps.db, response);
          throw new HttpError(403, 'not_admin', ADMIN_ONLY);
        }
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
      await enforceLimit(c, limits.signUpPerClient, clientAddress(c, deps.trustProxy));
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
      await enforceLimit(c, limits.authOtherPerClient, clientAddress(c, deps.trustProxy));
      const parsed = VerificationEmailRequestSchema.safeParse(await readBody(c));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid email');
      const { email } = parsed.data;
      // The owner's address is proved by the claim (README), never by this link: auth.ts sends
      // none to it, and the answer is the one any address gets, so it does not name the owner.
      await enforceLimit(c, limits.passwordResetPerRecipient, `verify:${accountKey(email)}`);
      return forward(auth, c, { email, callbackURL: '/account' });
    })
    .post('/*', async (c) => {
      // Mail-sending and password endpoints; the session's own reads and sign-out are free.
      if (!/\/(sign-out|get-session)$/.test(c.req.path)) {
        await enforceLimit(c, limits.authOtherPerClient, clientAddress(c, deps.trustProxy));
      }
      return auth.handler(c.req.raw);
    })
    .get('/*', (c) => auth.handler(c.req.raw));
}

/** How the owner claims the admin role, for the admin sign-up form; not who the owner is. */
export function authSetupRoutes({ ownerClaim }: Pick<Services, 'ownerClaim'>) {
  return new Hono<AppEnv>().get('/auth-setup', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body: AuthSetup = { ownerClaim: await ownerClaim.mode() };
    return c.json(body);
  });
}

export function meRoutes({ db }: Pick<Services, 'db'>) {
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
