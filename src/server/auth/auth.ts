// better-auth: e-mail + password accounts, sessions in an HttpOnly cookie, stored by the
// drizzle adapter in our database. The owner's role is granted here, at sign-up only.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN_LENGTH } from '../../shared/auth/auth.schema';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema/auth';
import { describeError, scrubEmails, type Logger } from '../logger';
import { accountFieldsGuard } from './account-fields.middleware';
import { onUserCreated } from './roles.service';

export interface AuthOptions {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'ownerEmail' | 'port' | 'env'>;
  secret: string;
  logger: Logger;
}

function loggableArg(arg: unknown): unknown {
  if (arg instanceof Error) return describeError(arg);
  return typeof arg === 'string' ? scrubEmails(arg) : typeof arg;
}

export function createAuth({ db, config, secret, logger }: AuthOptions) {
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
    },
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
    // In-process limits on sign-in attempts; a shared store comes with the Redis adapter.
    rateLimit: { enabled: config.env === 'production', window: 60, max: 30 },
    telemetry: { enabled: false },
    logger: {
      // better-auth passes the error of a failed query, which holds the submitted values.
      log: (level, message, ...args) => logger[level]({ args: args.map(loggableArg) }, message),
    },
    hooks: { before: accountFieldsGuard },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await onUserCreated(
              db,
              { id: created.id, email: created.email, name: created.name },
              config.ownerEmail,
            );
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
