// How sign-in failures are counted (docs/decisions/048): per account *and* client address, so a
// stranger's wrong passwords never block the account's holder on another address; and per
// account from anywhere, where a distributed guess is slowed by a growing wait, never refused,
// so the right password always gets in.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/client-address';
import {
  countHit,
  enforceLimit,
  RATE_LIMITS,
  SIGN_IN_CEILING_DELAY,
  type RateLimiters,
} from '../http/rate-limits';
import type { Logger } from '../logger';

export const TOO_MANY_SIGN_INS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

export interface SignInGuardDeps {
  limits: Pick<RateLimiters, 'signInFailuresPerAccountAndClient' | 'signInFailuresPerAccount'>;
  trustProxy: boolean;
  logger: Logger;
}

/**
 * The wait before the attempt that finds `hits` attempts (its own included) counted on an
 * account whose ceiling is `limit`: none up to the ceiling, then doubling, capped.
 * @example ceilingDelayMs(31, 30) // 500 (the first past a ceiling of 30)
 */
export function ceilingDelayMs(hits: number, limit: number): number {
  const past = hits - limit;
  if (past <= 0) return 0;
  const { firstMs, maxMs } = SIGN_IN_CEILING_DELAY;
  return Math.min(maxMs, firstMs * 2 ** Math.min(past - 1, 30));
}

/**
 * Runs one password check for `account` (its e-mail, lower-cased) under both counts. A check
 * counts before it runs, so parallel guesses count too; a success clears this client's
 * failures on the account and gives its own hit on the account's ceiling back.
 */
export function signInGuard(deps: SignInGuardDeps) {
  const { limits, logger } = deps;
  const ceiling = limits.signInFailuresPerAccount;
  return async function guarded(
    c: Context<AppEnv>,
    account: string,
    check: () => Promise<Response>,
  ): Promise<Response> {
    const pair = `${account}\n${clientAddress(c, deps.trustProxy)}`;
    await enforceLimit(c, limits.signInFailuresPerAccountAndClient, pair, TOO_MANY_SIGN_INS);
    const { hits } = await countHit(c, ceiling, account);
    const delayMs = ceilingDelayMs(hits, RATE_LIMITS.signInFailuresPerAccount.limit);
    if (delayMs > 0) {
      // Many addresses are guessing this account's password: worth the owner's attention.
      logger.warn({ email: account, delayMs }, 'sign-in attempts past the account ceiling');
      await sleep(delayMs);
    }
    const response = await check();
    if (response.ok) {
      await Promise.all([
        limits.signInFailuresPerAccountAndClient.reset(pair),
        ceiling.refund(account),
      ]);
    }
    return response;
  };
}
