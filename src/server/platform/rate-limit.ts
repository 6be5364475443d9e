// Fixed-window counters per key (a client address, an account's e-mail, a recipient), kept by
// rate-limiter-flexible: in the process by default, in Redis with REDIS_URL so every copy of
// the store counts one client together. The window starts at a key's first hit and lasts the
// policy's whole seconds; hits past the limit still count, as a guesser's do.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisLink } from './redis';

export interface RateLimitVerdict {
  /** False once the key has used up its window. */
  allowed: boolean;
  /** Seconds until the current window ends (what a 429's Retry-After says). */
  retryAfterSeconds: number;
  /** The key's hits in the current window, this one included. */
  hits: number;
}

export interface RateLimiter {
  /** Counts one hit for the key and says whether it is still within its limit. */
  hit(key: string): Promise<RateLimitVerdict>;
  /** Forgets the key's count (e.g. a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
  /**
   * Takes back one hit of the key's current window: an attempt counted before it ran that
   * turned out to succeed (a guessing limit counts only failures).
   */
  refund(key: string): Promise<void>;
}

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** Makes the limiter of one named policy; the app asks for each limit it enforces. */
export type RateLimiterFactory = (name: string, policy: RateLimitPolicy) => RateLimiter;

/** What rate-limiter-flexible needs of a policy: points per duration, in whole seconds. */
function flexibleOptions(policy: RateLimitPolicy) {
  return { points: policy.limit, duration: Math.max(1, Math.ceil(policy.windowMs / 1000)) };
}

function verdict(result: RateLimiterRes, allowed: boolean): RateLimitVerdict {
  return {
    allowed,
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    hits: result.consumedPoints,
  };
}

/**
 * Adapts a rate-limiter-flexible limiter, which rejects a hit over the limit. `keyOf` turns
 * the caller's key into the one stored.
 */
function fromFlexible(
  limiter: RateLimiterMemory | RateLimiterRedis,
  keyOf: (key: string) => string = (key) => key,
): RateLimiter {
  return {
    async hit(key) {
      try {
        return verdict(await limiter.consume(keyOf(key)), true);
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return verdict(refused, false);
        throw refused;
      }
    },
    async reset(key) {
      await limiter.delete(keyOf(key));
    },
    async refund(key) {
      await limiter.reward(keyOf(key), 1);
    },
  };
}

export function createMemoryRateLimiter(policy: RateLimitPolicy): RateLimiter {
  return fromFlexible(new RateLimiterMemory(flexibleOptions(policy)));
}

export const memoryRateLimiters: RateLimiterFactory = (_name, policy) =>
  createMemoryRateLimiter(policy);

/** Keys are client addresses and e-mail addresses: Redis keeps only their hashes. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counters in Redis (`store:rate:<name>:<hash of the key>`), shared by every copy. While Redis
 * is down or slow, each copy counts in its own memory instead (the insurance limiter), so a
 * request is never refused or failed for want of Redis (docs/decisions/030).
 */
export function redisRateLimiters(link: RedisLink): RateLimiterFactory {
  return (name, policy) => {
    const options = flexibleOptions(policy);
    return fromFlexible(
      new RateLimiterRedis({
        ...options,
        storeClient: link.client,
        keyPrefix: link.key(`rate:${name}`),
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      }),
      hashed,
    );
  };
}
