// better-auth: e-mail + password accounts, sessions in an HttpOnly cookie, stored by the
// drizzle adapter in our database, and password resets by an e-mailed single-use link. The
// owner's role needs proof of the address: a password set through that link while mail can go
// out (granted here) or the setup code (auth.routes.ts), see owner-claim.service.ts.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isOwnerEmail, PASSWORD_MIN_LENGTH } from '../../shared/auth/auth.schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { account, session, user, verification } from '../db/schema/auth';
import { describeError, scrubEmails, type Logger } from '../logger';
import {
  EMAIL_VERIFICATION_LINK_SECONDS,
  emailVerificationEmail,
} from '../mail/email-verification';
import { ownerClaimEmail } from '../mail/owner-claim';
import { passwordResetEmail } from '../mail/password-reset';
import { enqueueMail } from '../platform/jobs';
import { getStoreName } from '../settings/store-settings.service';
import type { OwnerClaimService } from './owner-claim.service';
import { grantOwnerRole } from './roles.service';
import { accountFieldsGuard } from './account-fields.middleware';

export interface AuthOptions {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'ownerEmail' | 'port' | 'env'>;
  ownerClaim: OwnerClaimService;
  /** Called after mail was queued, so the worker sends it now. */
  onMailQueued: () => void;
  secret: string;
  logger: Logger;
  /** What the other areas set up for every new account (its profile); app.ts wires it. */
  onUserCreated: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** A session was deleted (sign-out, password reset); app.ts closes the sockets it opened. */
  onSessionEnded: (sessionId: string) => void;
}

function loggableArg(arg: unknown): unknown {
  if (arg instanceof Error) return describeError(arg);
  return typeof arg === 'string' ? scrubEmails(arg) : typeof arg;
}

/** How long an e-mailed password-reset link works. */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

export function createAuth(options: AuthOptions) {
  const { db, config, secret, logger, onUserCreated, ownerClaim } = options;
  const localOrigins = [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  return betterAuth({
    appName: 'CTK',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      // Whoever held the old password (or a stolen session) is out once the mailbox's holder
      // sets a new one; auth.routes.ts then signs in the browser that set it.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, url }) => {
        // While the store is unclaimed, the owner's reset link is also the claim (decision 018).
        const claim =
          isOwnerEmail(account.email, config.ownerEmail) &&
          (await ownerClaim.mode()) === 'email-link';
        const storeName = await getStoreName(db);
        const mail = claim
          ? await ownerClaimEmail(url, storeName)
          : await passwordResetEmail(url, storeName);
        await enqueueMail(db, { to: account.email, ...mail });
        options.onMailQueued();
      },
      onPasswordReset: async ({ user: account }) => {
        // Every session of the account is gone and the old password no longer works: only the
        // person who opened the mail controls it, so now it may become the owner's.
        if ((await ownerClaim.mode()) === 'email-link')
          await grantOwnerRole(db, account, config.ownerEmail);
      },
    },
    // A reset token read from a copy of the database opens nothing: only its hash is stored.
    // A confirmed address is what lets earlier guest orders into Order History (orders.service
    // ownedBy); signing in never waits for it. The owner proves the address by the claim instead.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: account, url }) => {
        if (isOwnerEmail(account.email, config.ownerEmail)) return;
        // Back to the account page, where the orders now show, whatever the request asked.
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/account');
        const mail = await emailVerificationEmail(link.toString(), await getStoreName(db));
        await enqueueMail(db, { to: account.email, ...mail });
        options.onMailQueued();
      },
    },
    verification: { storeIdentifier: 'hashed' },
    trustedOrigins: [
      config.publicUrl,
      // A store served on this machine is opened as localhost or 127.0.0.1 alike.
      ...(new URL(config.publicUrl).hostname === 'localhost' ? localOrigins : []),
      // The dev server (Vite) proxies from its own port.
      ...(config.env === 'development' ? ['http://localhost:5173'] : []),
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'ctk',
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    // Ours, in front of its routes (auth.routes.ts), counts per real client address and per
    // account; better-auth's own would trust a client-set X-Forwarded-For.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      // better-auth passes the error of a failed query, which holds the submitted values. An
      // unreachable database is an outage the store answers with 503, not a bug.
      log: (level, message, ...args) => {
        const outage = level === 'error' && args.some(isDatabaseUnavailable);
        logger[outage ? 'warn' : level]({ args: args.map(loggableArg) }, message);
      },
    },
    // An error it does not answer itself (a failed query) reaches our error handler, which
    // answers an unreachable database with 503 (http/error-handler.ts), instead of its own 500.
    onAPIError: { throw: true },
    hooks: { before: accountFieldsGuard },
    databaseHooks: {
      session: {
        delete: {
          after: async (ended) => options.onSessionEnded(ended.id),
        },
      },
      user: {
        create: {
          after: async (created) => {
            const newUser = { id: created.id, email: created.email, name: created.name };
            await onUserCreated(newUser);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
export type Session = Auth['$Infer']['Session']['session'];
