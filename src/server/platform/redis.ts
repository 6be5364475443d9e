// The store's link to Redis (REDIS_URL), shared by the bus, presence and rate limits of one
// process: one connection for commands and one for pub/sub (a subscribed connection takes
// no other commands), both under one key prefix (`store:`).
//
// Redis is never on an order's path (docs/decisions/030): while it is unreachable, commands
// fail at once instead of queueing (no offline queue, in-flight commands dropped on a
// disconnect, a 2 s command timeout), the adapters carry on without it, and the outage is
// logged once, with one more line when Redis answers again. ioredis reconnects by itself;
// the link then subscribes again to every channel it listens to.
import { createHash } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger';

export type RedisState = 'up' | 'down';

export interface RedisLink {
  /** The command connection: publish, scripts, counters. Fails fast while Redis is down. */
  readonly client: Redis;
  /** The store's name for a key or channel: `store:<name>`. */
  key(name: string): string;
  /**
   * Passes each message of `channel` (a full name, from `key`) to `onMessage`. Resolves once
   * Redis confirmed the subscription; while Redis is down, at once, and the subscription
   * starts when it returns. The returned function stops passing messages.
   */
  listen(channel: string, onMessage: (message: string) => void): Promise<() => void>;
  /**
   * Runs a command; if it fails (Redis unreachable, slow or refusing), notes the outage and
   * answers `fallback`, so callers degrade instead of failing.
   */
  run<T>(command: () => Promise<T>, fallback: T): Promise<T>;
  /** Whether Redis answered last time the link knew. */
  state(): RedisState;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  url: string;
  logger: Logger;
  /** Put before every key and channel; tests give each run its own. */
  keyPrefix?: string;
  /** How long a command may take before it counts as failed. */
  commandTimeoutMs?: number;
}

export const DEFAULT_KEY_PREFIX = 'store:';
const COMMAND_TIMEOUT_MS = 2_000;
/** How long start-up waits for Redis before it goes on without it. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Reconnect attempts back off to one every 2 s, for as long as it takes. */
const retryStrategy = (attempt: number) => Math.min(attempt * 250, 2_000);

const OUTAGE_MESSAGE =
  'Redis is unreachable: live visitors and events between copies pause, rate limits count per copy; orders go on. Reconnecting.';

export async function connectRedis(options: RedisLinkOptions): Promise<RedisLink> {
  const { logger } = options;
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  const connection: RedisOptions = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    autoResubscribe: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
    retryStrategy,
  };
  const client = new Redis(options.url, { ...connection, connectionName: 'store' });
  const subscriber = new Redis(options.url, { ...connection, connectionName: 'store-bus' });
  /** Each channel listened to: its listeners, and when Redis confirmed the subscription. */
  const channels = new Map<
    string,
    { listeners: Set<(message: string) => void>; live: Promise<void> }
  >();
  let state: RedisState | null = null;
  let closing = false;

  function wentDown(error?: unknown) {
    if (closing || state === 'down') return;
    state = 'down';
    logger.warn(error === undefined ? {} : { err: error }, OUTAGE_MESSAGE);
  }
  function cameUp() {
    if (closing || state === 'up') return;
    if (state === 'down') logger.info('Redis is reachable again');
    state = 'up';
  }
  const bothReady = () => client.status === 'ready' && subscriber.status === 'ready';

  async function subscribeAll(names: string[]) {
    if (names.length === 0 || subscriber.status !== 'ready') return;
    try {
      await subscriber.subscribe(...names);
    } catch (error) {
      wentDown(error);
    }
  }

  for (const each of [client, subscriber]) {
    // ioredis emits an error on each failed reconnect attempt; the outage is one line.
    each.on('error', (error: unknown) => wentDown(error));
    each.on('close', () => wentDown());
  }
  client.on('ready', () => {
    if (bothReady()) cameUp();
  });
  subscriber.on('ready', () => {
    void subscribeAll([...channels.keys()]).then(() => {
      if (bothReady()) cameUp();
    });
  });
  subscriber.on('message', (channel: string, message: string) => {
    for (const onMessage of [...(channels.get(channel)?.listeners ?? [])]) onMessage(message);
  });

  const connected = await Promise.allSettled([client.connect(), subscriber.connect()]);
  const refused = connected.find((result) => result.status === 'rejected');
  if (refused) wentDown(refused.reason);
  else cameUp();

  return {
    client,
    key: (name) => `${prefix}${name}`,
    async listen(channel, onMessage) {
      let subscription = channels.get(channel);
      if (!subscription) {
        subscription = { listeners: new Set(), live: subscribeAll([channel]) };
        channels.set(channel, subscription);
      }
      // A wrapper per call, so one function listening twice is two listeners.
      const entry = (message: string) => onMessage(message);
      const { listeners, live } = subscription;
      listeners.add(entry);
      await live;
      return () => {
        listeners.delete(entry);
      };
    },
    async run(command, fallback) {
      try {
        const result = await command();
        if (bothReady()) cameUp();
        return result;
      } catch (error) {
        wentDown(error);
        return fallback;
      }
    },
    state: () => state ?? 'down',
    async close() {
      closing = true;
      channels.clear();
      await Promise.all(
        [client, subscriber].map(async (each) => {
          if (each.status === 'ready') {
            await each.quit().catch(() => each.disconnect());
          } else {
            each.disconnect();
          }
        }),
      );
    },
  };
}

/**
 * A Lua script run by its hash (EVALSHA), sent whole only when Redis does not know it yet
 * (after a restart). Scripts run atomically: what several copies do at once stays consistent.
 */
export function redisScript(lua: string) {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (client: Redis, keys: string[], args: (string | number)[]): Promise<unknown> => {
    try {
      return await client.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
      return client.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
