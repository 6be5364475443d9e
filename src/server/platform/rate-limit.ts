// Fixed-window counters per key (e.g. a client address). In-process by default; the Redis
// adapter shares them between instances.

export interface RateLimiter {
  /** Counts one hit; true while the key is within its limit for the current window. */
  hit(key: string): Promise<boolean>;
}

export function createMemoryRateLimiter(options: {
  limit: number;
  windowMs: number;
  clock?: () => number;
}): RateLimiter {
  const clock = options.clock ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    async hit(key) {
      const now = clock();
      // Forget finished windows now and then, so the map does not grow without bound.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.startedAt >= options.windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || now - current.startedAt >= options.windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      current.count++;
      return current.count <= options.limit;
    },
  };
}
