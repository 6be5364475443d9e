// The shared state of stores that run as several copies (REDIS_URL): the bus, the live
// visitors and the rate-limit counters in Redis. Loaded by shared-state.ts only when REDIS_URL
// is set, so that a store on one machine never loads the Redis client.
import { busChannels, type BusOptions } from './bus';
import type { PresenceOptions } from './presence';
import { redisRateLimiters } from './rate-limit';
import { connectRedis } from './redis';
import { createRedisBus } from './redis-bus';
import { createRedisPresence } from './redis-presence';
import type { SharedState, SharedStateOptions } from './shared-state';

/** Connects to `url`; if Redis is down at start, the store starts degraded. */
export async function openRedisSharedState(
  url: string,
  options: SharedStateOptions,
  busOptions: BusOptions,
  presenceOptions: PresenceOptions,
): Promise<SharedState> {
  const link = await connectRedis({
    url,
    logger: options.logger.child({ module: 'redis' }),
    ...(options.redisKeyPrefix ? { keyPrefix: options.redisKeyPrefix } : {}),
  });
  const bus = createRedisBus(link, busChannels, busOptions);
  const presence = createRedisPresence(link, presenceOptions);
  return {
    bus,
    presence,
    rateLimiters: redisRateLimiters(link),
    redis: link,
    async close() {
      await bus.close();
      await presence.close();
      await link.close();
    },
  };
}
