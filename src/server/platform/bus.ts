// Events between the parts of the store and, with the Redis implementation (REDIS_URL, the
// scale-out issue), between its instances: a saved order is announced on `new-orders` and
// every instance passes it on to the admins connected to it.
//
// Payloads cross the bus as JSON, which is all Redis pub/sub carries. The in-process bus
// therefore delivers a JSON copy, checked by the channel's schema, and delivers it after
// `publish` returns: code that works on it works on Redis. Delivery is at most once and
// only to subscribers listening at that moment; durable work (mail, push) goes through jobs.
import type { z } from 'zod';
import { SessionEndedEventSchema } from '../../shared/auth/session-ended.schema';
import { CatalogChangedEventSchema } from '../../shared/catalog/catalog-changed.schema';
import { NewOrderEventSchema } from '../../shared/notifications/new-order.schema';

/** A bus's channels: each name with the schema of the payload it carries. */
export type ChannelSchemas = Record<string, z.ZodType>;

/** The store's channels. */
export const busChannels = {
  'new-orders': NewOrderEventSchema,
  // Every instance rebuilds its catalogue snapshot (docs/decisions/026-catalogue-snapshot.md).
  'catalog-changed': CatalogChangedEventSchema,
  // Every instance closes the admin sockets of the session (docs/decisions/047).
  'session-ended': SessionEndedEventSchema,
} satisfies ChannelSchemas;
export type StoreChannels = typeof busChannels;

export type Payload<Channels extends ChannelSchemas, C extends keyof Channels> = z.output<
  Channels[C]
>;

/** Stops a subscription; calling it again does nothing. */
export type Unsubscribe = () => Promise<void>;

export interface Bus<Channels extends ChannelSchemas = StoreChannels> {
  readonly kind: 'memory' | 'redis';
  /**
   * Hands the payload to the bus; it reaches every subscriber of the channel (in every
   * instance) shortly after. Rejects a payload its channel's schema refuses.
   */
  publish<C extends keyof Channels & string>(
    channel: C,
    payload: Payload<Channels, C>,
  ): Promise<void>;
  /** Resolves once the subscription is live: every later `publish` reaches `handler`. */
  subscribe<C extends keyof Channels & string>(
    channel: C,
    handler: (payload: Payload<Channels, C>) => void | Promise<void>,
  ): Promise<Unsubscribe>;
  /** Ends every subscription; publishing afterwards rejects. */
  close(): Promise<void>;
}

export interface BusOptions {
  /** A handler threw or rejected: reported here, never to the publisher or other subscribers. */
  onHandlerError: (error: unknown, channel: string) => void;
}

export class BusClosedError extends Error {
  override name = 'BusClosedError';
  constructor() {
    super('The bus is closed.');
  }
}

/**
 * Gives one subscriber its own copy of a message (as each Redis subscriber parses its own);
 * what it throws or rejects goes to `onHandlerError`.
 */
export function handOver(
  handler: (payload: unknown) => void | Promise<void>,
  json: string,
  channel: string,
  options: BusOptions,
): void {
  try {
    Promise.resolve(handler(JSON.parse(json))).catch((error: unknown) =>
      options.onHandlerError(error, channel),
    );
  } catch (error) {
    options.onHandlerError(error, channel);
  }
}

/** One process: the embedded default (DESIGN.md, Runtime adapters). */
export function createMemoryBus<Channels extends ChannelSchemas>(
  channels: Channels,
  options: BusOptions,
): Bus<Channels> {
  type Handler = (payload: unknown) => void | Promise<void>;
  const subscribers = new Map<string, Set<Handler>>();
  let closed = false;

  /** To the subscribers there were at publish time that are still subscribed now. */
  function deliver(channel: string, json: string, targets: readonly Handler[]): void {
    const current = subscribers.get(channel);
    for (const handler of targets) {
      if (current?.has(handler)) handOver(handler, json, channel, options);
    }
  }

  return {
    kind: 'memory',
    async publish(channel, payload) {
      if (closed) throw new BusClosedError();
      const json = JSON.stringify(channels[channel]!.parse(payload));
      const targets = [...(subscribers.get(channel) ?? [])];
      setImmediate(() => deliver(channel, json, targets));
    },
    async subscribe(channel, handler) {
      if (closed) throw new BusClosedError();
      // A wrapper per call, so the same function subscribed twice is two subscriptions.
      const entry: Handler = (payload) => handler(payload as Payload<Channels, typeof channel>);
      const set = subscribers.get(channel) ?? new Set<Handler>();
      subscribers.set(channel, set.add(entry));
      return async () => {
        set.delete(entry);
      };
    },
    async close() {
      closed = true;
      subscribers.clear();
    },
  };
}
