// The contract every Bus implementation meets, run once per implementation (DESIGN.md:
// "Every adapter has one interface and one test suite"): in the process always, on Redis when
// TEST_REDIS_URL is set (each test under its own key prefix).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectTestRedis, testRedisUrl } from '../test/redis';
import { busChannels, createMemoryBus, type Bus, type BusOptions } from './bus';
import { createRedisBus } from './redis-bus';

/** Channels of the suite's own, so the contract does not hang on the store's payloads. */
const testChannels = {
  greetings: z.object({ text: z.string(), sentAt: z.iso.datetime() }),
  counts: z.object({ n: z.number().int() }),
};
type TestChannels = typeof testChannels;

/** A bus, and what ends it with everything it opened. */
interface MadeBus {
  bus: Bus<TestChannels>;
  close(): Promise<void>;
}

/** A Redis bus and the key prefix it works under (the same prefix: another copy). */
interface MadeRedisBus extends MadeBus {
  keyPrefix: string;
}

async function makeRedisBus(options: BusOptions, keyPrefix?: string): Promise<MadeRedisBus> {
  const link = await connectTestRedis(keyPrefix ? { keyPrefix } : {});
  const bus = createRedisBus(link, testChannels, options);
  return {
    bus,
    keyPrefix: link.keyPrefix,
    close: async () => {
      await bus.close();
      await link.close();
    },
  };
}

const implementations: [string, (options: BusOptions) => Promise<MadeBus>][] = [
  [
    'memory',
    async (options) => {
      const bus = createMemoryBus(testChannels, options);
      return { bus, close: () => bus.close() };
    },
  ],
];
if (testRedisUrl) implementations.push(['redis', (options) => makeRedisBus(options)]);

/** A subscriber that records what it gets and lets a test wait for the n-th payload. */
function recorder<T>() {
  const received: T[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    received,
    handler(payload: T) {
      received.push(payload);
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    },
    /** Resolves once `count` payloads have arrived. */
    until(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
  };
}

describe.each(implementations)('Bus: %s', (_name, makeBus) => {
  let made: MadeBus;
  let bus: Bus<TestChannels>;
  let handlerErrors: unknown[];

  beforeEach(async () => {
    handlerErrors = [];
    made = await makeBus({ onHandlerError: (error) => handlerErrors.push(error) });
    bus = made.bus;
  });
  afterEach(() => made.close());

  it('delivers a payload to every subscriber of its channel, as JSON carries it', async () => {
    const first = recorder<z.output<TestChannels['greetings']>>();
    const second = recorder<z.output<TestChannels['greetings']>>();
    await bus.subscribe('greetings', first.handler);
    await bus.subscribe('greetings', second.handler);

    const sent = { text: 'hello', sentAt: '2026-11-22T12:00:00.000Z' };
    await bus.publish('greetings', sent);
    await Promise.all([first.until(1), second.until(1)]);

    expect(first.received).toEqual([sent]);
    expect(second.received).toEqual([sent]);
    expect(first.received[0], 'a copy, not the publisher’s object').not.toBe(sent);
  });

  it('keeps channels apart and the order of publishing', async () => {
    const greetings = recorder<z.output<TestChannels['greetings']>>();
    const counts = recorder<z.output<TestChannels['counts']>>();
    await bus.subscribe('greetings', greetings.handler);
    await bus.subscribe('counts', counts.handler);

    for (const n of [1, 2, 3]) await bus.publish('counts', { n });
    await counts.until(3);
    await bus.publish('greetings', { text: 'after', sentAt: '2026-11-22T12:00:00.000Z' });
    await greetings.until(1);

    expect(counts.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(greetings.received).toEqual([{ text: 'after', sentAt: '2026-11-22T12:00:00.000Z' }]);
  });

  it('stops delivering to a subscription once it is ended', async () => {
    const leaving = recorder<z.output<TestChannels['counts']>>();
    const staying = recorder<z.output<TestChannels['counts']>>();
    const unsubscribe = await bus.subscribe('counts', leaving.handler);
    await bus.subscribe('counts', staying.handler);

    await bus.publish('counts', { n: 1 });
    await Promise.all([leaving.until(1), staying.until(1)]);
    await unsubscribe();
    await unsubscribe();
    await bus.publish('counts', { n: 2 });
    await staying.until(2);

    expect(leaving.received).toEqual([{ n: 1 }]);
    expect(staying.received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses a payload its channel’s schema does not accept', async () => {
    const counts = recorder<z.output<TestChannels['counts']>>();
    await bus.subscribe('counts', counts.handler);
    await expect(
      bus.publish('counts', { n: 1.5 } as z.output<TestChannels['counts']>),
    ).rejects.toThrow();
    await bus.publish('counts', { n: 2 });
    await counts.until(1);
    expect(counts.received).toEqual([{ n: 2 }]);
  });

  it('reports a failing subscriber and still delivers to the others', async () => {
    const healthy = recorder<z.output<TestChannels['counts']>>();
    await bus.subscribe('counts', () => {
      throw new Error('thrown by a subscriber');
    });
    await bus.subscribe('counts', async () => {
      throw new Error('rejected by a subscriber');
    });
    await bus.subscribe('counts', healthy.handler);

    await bus.publish('counts', { n: 7 });
    await healthy.until(1);
    await expect.poll(() => handlerErrors.length).toBe(2);

    expect(healthy.received).toEqual([{ n: 7 }]);
    expect(handlerErrors.map((error) => (error as Error).message).sort()).toEqual([
      'rejected by a subscriber',
      'thrown by a subscriber',
    ]);
  });

  it('refuses to publish once closed', async () => {
    await bus.close();
    await expect(bus.publish('counts', { n: 1 })).rejects.toThrow('The bus is closed.');
  });
});

describe('the store’s channels', () => {
  it('carry a new order as the admins’ screens read it', async () => {
    const bus = createMemoryBus(busChannels, { onHandlerError: () => {} });
    const received = recorder<unknown>();
    await bus.subscribe('new-orders', received.handler);
    const order = {
      id: '5b7c2c1e-4f7a-4d3b-9a61-0c1d2e3f4a5b',
      orderNumber: 'CTK-48213',
      customerName: 'Ruth Shopper',
      totalCents: 6998,
      createdAt: '2026-11-22T12:00:00.000Z',
    };
    await bus.publish('new-orders', order);
    await received.until(1);
    expect(received.received).toEqual([order]);
    await bus.close();
  });
});

describe.skipIf(!testRedisUrl)('Bus: redis, between two copies of the store', () => {
  const copies: MadeBus[] = [];
  afterEach(async () => {
    for (const copy of copies.splice(0).reverse()) await copy.close();
  });

  it('delivers a payload published on copy A exactly once to each subscriber on copy B', async () => {
    const options = { onHandlerError: (error: unknown) => expect.fail(String(error)) };
    const a = await makeRedisBus(options);
    copies.push(a);
    const b = await makeRedisBus(options, a.keyPrefix);
    copies.push(b);
    const onB = recorder<z.output<TestChannels['counts']>>();
    const onA = recorder<z.output<TestChannels['counts']>>();
    await b.bus.subscribe('counts', onB.handler);
    await a.bus.subscribe('counts', onA.handler);

    await a.bus.publish('counts', { n: 1 });
    // A marker after it: once it arrived, a second copy of the first would have too.
    await a.bus.publish('counts', { n: 2 });
    await Promise.all([onB.until(2), onA.until(2)]);

    expect(onB.received).toEqual([{ n: 1 }, { n: 2 }]);
    expect(onA.received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('does not cross into another store on the same Redis (another key prefix)', async () => {
    const options = { onHandlerError: (error: unknown) => expect.fail(String(error)) };
    const store = await makeRedisBus(options);
    const otherStore = await makeRedisBus(options);
    copies.push(store, otherStore);
    const other = recorder<z.output<TestChannels['counts']>>();
    const own = recorder<z.output<TestChannels['counts']>>();
    await otherStore.bus.subscribe('counts', other.handler);
    await store.bus.subscribe('counts', own.handler);

    await store.bus.publish('counts', { n: 1 });
    await otherStore.bus.publish('counts', { n: 2 });
    await Promise.all([own.until(1), other.until(1)]);

    expect(own.received).toEqual([{ n: 1 }]);
    expect(other.received).toEqual([{ n: 2 }]);
  });
});
