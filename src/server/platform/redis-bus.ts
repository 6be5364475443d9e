// The bus between copies of the store (REDIS_URL): Redis pub/sub, one channel per bus channel
// (`store:bus:new-orders`), received on the link's one subscriber connection. Pub/sub has the
// bus's own promise: at most once, only to subscribers listening at that moment, which is why
// durable work (mail, push) goes through jobs. While Redis is down, a publish reaches nobody
// and resolves anyway; the outage is logged once by the link (docs/decisions/030).
import {
  BusClosedError,
  handOver,
  type Bus,
  type BusOptions,
  type ChannelSchemas,
  type Payload,
} from './bus';
import type { RedisLink } from './redis';

export function createRedisBus<Channels extends ChannelSchemas>(
  link: RedisLink,
  channels: Channels,
  options: BusOptions,
): Bus<Channels> {
  type Handler = (payload: unknown) => void | Promise<void>;
  /** Per channel: this bus's subscribers, and its one listener on the link (once live). */
  const subscribed = new Map<string, { handlers: Set<Handler>; listening: Promise<() => void> }>();
  let closed = false;
  const redisChannel = (channel: string) => link.key(`bus:${channel}`);

  function listen(channel: string) {
    let entry = subscribed.get(channel);
    if (!entry) {
      const handlers = new Set<Handler>();
      const listening = link.listen(redisChannel(channel), (json) => {
        for (const handler of [...handlers]) handOver(handler, json, channel, options);
      });
      subscribed.set(channel, (entry = { handlers, listening }));
    }
    return entry;
  }

  return {
    kind: 'redis',
    async publish(channel, payload) {
      if (closed) throw new BusClosedError();
      const json = JSON.stringify(channels[channel]!.parse(payload));
      await link.run(() => link.client.publish(redisChannel(channel), json), 0);
    },
    async subscribe(channel, handler) {
      if (closed) throw new BusClosedError();
      // A wrapper per call, so the same function subscribed twice is two subscriptions.
      const wrapper: Handler = (payload) => handler(payload as Payload<Channels, typeof channel>);
      const { handlers, listening } = listen(channel);
      handlers.add(wrapper);
      await listening;
      return async () => {
        handlers.delete(wrapper);
      };
    },
    async close() {
      closed = true;
      const stops = await Promise.all([...subscribed.values()].map((entry) => entry.listening));
      for (const stop of stops) stop();
      subscribed.clear();
    },
  };
}
