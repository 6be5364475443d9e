// What copies of the store must share, chosen by configuration (DESIGN.md, Runtime adapters):
// the bus, the live visitors and the rate-limit counters live in the process by default, and
// in Redis when REDIS_URL is set. Sessions, orders, jobs and settings are in the database.
// The Redis client loads only when REDIS_URL is set (redis-shared-state.ts).
import type { Logger } from '../logger';
import { busChannels, createMemoryBus, type Bus, type BusOptions } from './bus';
import { createMemoryPresence, type Presence, type PresenceOptions } from './presence';
import { memoryRateLimiters, type RateLimiterFactory } from './rate-limit';
import type { RedisLink } from './redis';

export interface SharedState {
  bus: Bus;
  presence: Presence;
  rateLimiters: RateLimiterFactory;
  /** Set when the state is in Redis: whether it answers (the health endpoint reports it). */
  redis: Pick<RedisLink, 'state'> | undefined;
  /** Ends the bus and presence, then the Redis connections. */
  close(): Promise<void>;
}

export interface SharedStateOptions {
  redisUrl: string | undefined;
  logger: Logger;
  /** How long a visitor's presence lasts unrenewed. */
  presenceTtlMs: number;
  /** Before every Redis key and channel (default `store:`); tests give each run its own. */
  redisKeyPrefix?: string;
}

/** Connects to Redis when configured; if it is down at start, the store starts degraded. */
export async function openSharedState(options: SharedStateOptions): Promise<SharedState> {
  const { logger } = options;
  const busOptions: BusOptions = {
    onHandlerError: (error: unknown, channel: string) =>
      logger.error({ err: error, channel }, 'a bus subscriber failed'),
  };
  const presenceOptions: PresenceOptions = {
    ttlMs: options.presenceTtlMs,
    onListenerError: (error: unknown) => logger.error({ err: error }, 'a presence listener failed'),
  };

  if (!options.redisUrl) {
    const bus = createMemoryBus(busChannels, busOptions);
    const presence = createMemoryPresence(presenceOptions);
    return {
      bus,
      presence,
      rateLimiters: memoryRateLimiters,
      redis: undefined,
      async close() {
        await bus.close();
        await presence.close();
      },
    };
  }

  const { openRedisSharedState } = await import('./redis-shared-state');
  return openRedisSharedState(options.redisUrl, options, busOptions, presenceOptions);
}
