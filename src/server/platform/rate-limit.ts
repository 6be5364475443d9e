// Fixed-window counters per key (a client address, an account's e-mail, a recipient). One small
// async interface, so the Redis adapter can share the counters between instances later.

export interface RateLimitVerdict {
  /** False once the key has used up its window. */
  allowed: boolean;
  /** Seconds until the current window ends (what a 429's Retry-After says). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for the key and says whether it is still within its limit. */
  hit(key: string): Promise<RateLimitVerdict>;
  /** Forgets the key's count (e.g. a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
}

export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** Makes the limiter of one named policy; the app asks for each limit it enforces. */
export type RateLimiterFactory = (name: string, policy: RateLimitPolicy) => RateLimiter;

export function createMemoryRateLimiter(
  options: RateLimitPolicy & { clock?: () => number },
): RateLimiter {
  const clock = options.clock ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    async hit(key) {
      const now = clock();
      // Forget finished windows now and then, so the map does not grow without bound.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.startedAt >= options.windowMs) windows.delete(k);
      }
      let current = windows.get(key);
      if (!current || now - current.startedAt >= options.windowMs) {
        current = { startedAt: now, count: 0 };
        windows.set(key, current);
      }
      current.count++;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((current.startedAt + options.windowMs - now) / 1000),
      );
      return { allowed: current.count <= options.limit, retryAfterSeconds };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export const memoryRateLimiters: RateLimiterFactory = (_name, policy) =>
  createMemoryRateLimiter(policy);
