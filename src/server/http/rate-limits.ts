// Every limit on a public write, in one place (docs/security.md lists them), and the one
// helper each limited route calls. A refused request answers 429 with Retry-After. Routes
// count after validating the input: a refused form costs nothing, only real writes count.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { RateLimiter, RateLimiterFactory, RateLimitPolicy } from '../platform/rate-limit';
import { clientAddress } from './client-address';
import { HttpError } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Sign-in attempts from one client address, whatever the account. */
  signInPerClient: { limit: 30, windowMs: 10 * MINUTE },
  /** Failed sign-ins for one account, from anywhere; a success clears them. */
  signInFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  signUpPerClient: { limit: 10, windowMs: HOUR },
  /** better-auth's other public writes (verification mail, password reset). */
  authOtherPerClient: { limit: 10, windowMs: HOUR },
  /** Guest order lookups: enough for a person, too few to guess numbers. */
  trackingPerClient: { limit: 10, windowMs: MINUTE },
  subscribePerClient: { limit: 10, windowMs: HOUR },
  contactPerClient: { limit: 5, windowMs: HOUR },
  /** Generous: shoppers at one event share the venue's Wi-Fi address. */
  orderPerClient: { limit: 30, windowMs: HOUR },
  paymentSentPerClient: { limit: 20, windowMs: HOUR },
  /** Confirmation e-mails to one address (each order mails once; this caps many orders). */
  paymentSentPerRecipient: { limit: 5, windowMs: HOUR },
  discountPerClient: { limit: 20, windowMs: 10 * MINUTE },
  /** Product search, a read that always queries the database; suggestions come as one types. */
  searchPerClient: { limit: 120, windowMs: MINUTE },
  /** Password-reset mails asked for one address, whether or not it has an account. */
  passwordResetPerRecipient: { limit: 3, windowMs: HOUR },
  /** Site-lock bypass password attempts: a person mistypes a few times, a guesser needs many. */
  sitePasswordPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Unsubscribe links and one-click unsubscribes (RFC 8058). Generous: mail providers post
   * one-click unsubscribes from a few shared addresses, for many of the store's subscribers.
   */
  unsubscribePerClient: { limit: 60, windowMs: 10 * MINUTE },
  /** New live-visitor sockets (each page load and reconnect opens one). */
  presenceConnectPerClient: { limit: 120, windowMs: MINUTE },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimiters = Record<RateLimitName, RateLimiter>;

export function createRateLimiters(factory: RateLimiterFactory): RateLimiters {
  return Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, policy]) => [name, factory(name, policy)]),
  ) as RateLimiters;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = TOO_MANY_REQUESTS,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** Counts one hit for the key; throws the 429 once it is over its limit. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  message: string = TOO_MANY_REQUESTS,
): Promise<void> {
  const verdict = await limiter.hit(key);
  if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds, message);
}

/** The route's limit per client address (the socket's, or the trusted proxy's entry). */
export function limitPerClient(
  limiter: RateLimiter,
  trustProxy: boolean,
  message: string = TOO_MANY_REQUESTS,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(limiter, clientAddress(c, trustProxy), message);
    await next();
  };
}

/** The 429 answer of a TooManyRequestsError (app.onError and the auth routes use it). */
export function tooManyRequestsResponse(c: Context, error: TooManyRequestsError) {
  c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ error: { code: error.code, message: error.message } }, 429);
}
