// Every limit on a public write, in one place (docs/security.md lists them), and the helpers
// the limited routes call. A refused request answers 429 with Retry-After. Routes count after
// validating the input: a refused form costs nothing, only real writes count. No limit may be
// reached by the store's own pages used as intended (docs/decisions/049): guessing limits count
// failures only, and the mail caps skip a mail instead of refusing the request.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type {
  RateLimiter,
  RateLimiterFactory,
  RateLimitPolicy,
  RateLimitVerdict,
} from '../platform/rate-limit';
import { clientAddress } from './client-address';
import { HttpError } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Sign-in attempts from one client address, whatever the account (each costs a hash). */
  signInPerClient: { limit: 30, windowMs: 10 * MINUTE },
  /**
   * Failed sign-ins for one account from one client address; a success clears them. A stranger's
   * failures never block the account from another address (docs/decisions/048).
   */
  signInFailuresPerAccountAndClient: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins for one account from anywhere: past this, every attempt on the account waits
   * SIGN_IN_CEILING_DELAY before it is checked, and none is refused (docs/decisions/048).
   */
  signInFailuresPerAccount: { limit: 30, windowMs: HOUR },
  signUpPerClient: { limit: 10, windowMs: HOUR },
  /** better-auth's other public writes (verification mail, password reset). */
  authOtherPerClient: { limit: 10, windowMs: HOUR },
  /** Guest order lookups: enough for a person, too few to guess numbers. */
  trackingPerClient: { limit: 10, windowMs: MINUTE },
  subscribePerClient: { limit: 10, windowMs: HOUR },
  contactPerClient: { limit: 5, windowMs: HOUR },
  /** Generous: shoppers at one event share the venue's Wi-Fi address. */
  orderPerClient: { limit: 30, windowMs: HOUR },
  /**
   * Order mails to one address, whoever orders: past it the order is still saved, but its
   * shopper's mails (the record of where to pay, the reminder) go to nobody (docs/decisions/049).
   */
  orderMailPerRecipient: { limit: 5, windowMs: HOUR },
  paymentSentPerClient: { limit: 20, windowMs: HOUR },
  /** Confirmation e-mails to one address; past it "I've Sent the Payment" is recorded, unmailed. */
  paymentSentPerRecipient: { limit: 5, windowMs: HOUR },
  /** Failed discount code checks (guesses): a usable code costs nothing. */
  discountPerClient: { limit: 20, windowMs: 10 * MINUTE },
  /** Product search, a read that always queries the database; suggestions come as one types. */
  searchPerClient: { limit: 120, windowMs: MINUTE },
  /** Password-reset mails asked for one address, whether or not it has an account. */
  passwordResetPerRecipient: { limit: 3, windowMs: HOUR },
  /** Wrong site-lock bypass passwords: a person mistypes a few times, a guesser needs many. */
  sitePasswordPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Invalid unsubscribe links (page and one-click, RFC 8058). A valid link is never refused: mail
   * providers post one-click unsubscribes from a few shared addresses, for many subscribers.
   */
  unsubscribePerClient: { limit: 60, windowMs: 10 * MINUTE },
  /** New live-visitor sockets (each page load and reconnect opens one). */
  presenceConnectPerClient: { limit: 120, windowMs: MINUTE },
} satisfies Record<string, RateLimitPolicy>;

/**
 * The wait before an attempt on an account past its hourly failure ceiling is checked: the
 * first one waits `firstMs`, each further failure doubles it, up to `maxMs`.
 */
export const SIGN_IN_CEILING_DELAY = { firstMs: 500, maxMs: 10_000 };

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

/**
 * When a hit a request took is given back, by the status the request was answered with. Every
 * limit gives back the hits of an answer the server failed (the database down, a 503): the
 * client did nothing wrong, and its retry must not find its allowance used up. A mail cap also
 * gives back the hit of a request that was refused, so only a saved order costs its recipient.
 */
const GIVEN_BACK_WHEN = {
  serverFailed: (status: number) => status >= 500,
  notDone: (status: number) => status >= 400,
} satisfies Record<string, (status: number) => boolean>;

/** A hit a request took: its limiter, key, and when it is given back. */
export interface TakenHit {
  limiter: RateLimiter;
  key: string;
  givenBackWhen: keyof typeof GIVEN_BACK_WHEN;
}

/**
 * Counts one hit for the key, to be given back when the request's answer says so (see
 * giveBackHitsOfFailedRequests). `c` is the request's context.
 */
export async function countHit(
  c: Context<AppEnv>,
  limiter: RateLimiter,
  key: string,
  givenBackWhen: TakenHit['givenBackWhen'] = 'serverFailed',
): Promise<RateLimitVerdict> {
  const verdict = await limiter.hit(key);
  const taken = c.get('limitHits') ?? [];
  taken.push({ limiter, key, givenBackWhen });
  c.set('limitHits', taken);
  return verdict;
}

/**
 * Middleware in front of every route: once a request is answered, gives back the hits it took
 * that its status says to (a 5xx: all of them). A refund that fails (Redis gone) is dropped.
 */
export function giveBackHitsOfFailedRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const taken = c.get('limitHits');
    if (!taken) return;
    const status = c.res.status;
    await Promise.allSettled(
      taken
        .filter((hit) => GIVEN_BACK_WHEN[hit.givenBackWhen](status))
        .map((hit) => hit.limiter.refund(hit.key)),
    );
  };
}

/** Counts one hit for the key; throws the 429 once it is over its limit. */
export async function enforceLimit(
  c: Context<AppEnv>,
  limiter: RateLimiter,
  key: string,
  message: string = TOO_MANY_REQUESTS,
): Promise<void> {
  const verdict = await countHit(c, limiter, key);
  if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds, message);
}

/** The route's limit per client address (the socket's, or the trusted proxy's entry). */
export function limitPerClient(
  limiter: RateLimiter,
  trustProxy: boolean,
  message: string = TOO_MANY_REQUESTS,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(c, limiter, clientAddress(c, trustProxy), message);
    await next();
  };
}

/**
 * A guessing limit: the attempt counts before it runs, so parallel guesses cannot slip past the
 * limit, and is given back when it succeeds, so only failures add up. Over the limit every
 * attempt is refused, a right one too: otherwise the refusal would tell right from wrong.
 */
export async function countFailures<T>(
  c: Context<AppEnv>,
  limiter: RateLimiter,
  key: string,
  attempt: () => Promise<T>,
  succeeded: (result: T) => boolean,
  message: string = TOO_MANY_REQUESTS,
): Promise<T> {
  await enforceLimit(c, limiter, key, message);
  const result = await attempt();
  if (succeeded(result)) await limiter.refund(key);
  return result;
}

/** The route's guessing limit per client address: only answers that are not 2xx count. */
export function limitFailuresPerClient(
  limiter: RateLimiter,
  trustProxy: boolean,
  message: string = TOO_MANY_REQUESTS,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = clientAddress(c, trustProxy);
    await enforceLimit(c, limiter, key, message);
    await next();
    if (c.res.ok) await limiter.refund(key);
  };
}

/**
 * The mailbox an address delivers to, as a mail cap counts it: lower-cased, without a `+tag`
 * after the local part (victim+1@example.com and Victim+2@Example.com are one mailbox).
 * @example mailboxKey(' Victim+promo@Example.com ') // 'victim@example.com'
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}

/**
 * A mail cap per recipient mailbox, whoever asks (docs/decisions/049): within it, yes; past it
 * the request still succeeds but mails nobody. The hit is given back when the request is
 * refused or fails (its order not saved), so only what was done counts against the mailbox.
 */
export async function withinMailCap(
  c: Context<AppEnv>,
  limiter: RateLimiter,
  email: string,
): Promise<boolean> {
  return (await countHit(c, limiter, mailboxKey(email), 'notDone')).allowed;
}

/** The 429 answer of a TooManyRequestsError (app.onError and the auth routes use it). */
export function tooManyRequestsResponse(c: Context, error: TooManyRequestsError) {
  c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ error: { code: error.code, message: error.message } }, 429);
}
