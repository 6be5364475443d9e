// The contract every Bus implementation meets, run once per implementation (DESIGN.md:
// "Every adapter has one interface and one test suite"). The Redis bus joins the list below
// and runs when REDIS_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { busChannels, createMemoryBus, type Bus, type BusOptions } from './bus';

/** Channels of the suite's own, so the contract does not hang on the store's payloads. */
const testChannels = {
  greetings: z.object({ text: z.string(), sentAt: z.iso.datetime() }),
  counts: z.object({ n: z.number().int() }),
};
type TestChannels = typeof testChannels;

const implementations: [string, (options: BusOptions) => Bus<TestChannels>][] = [
  ['memory', (options) => createMemoryBus(testChannels, options)],
];

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
  let bus: Bus<TestChannels>;
  let handlerErrors: unknown[];

  beforeEach(() => {
    handlerErrors = [];
    bus = makeBus({ onHandlerError: (error) => handlerErrors.push(error) });
  });
  afterEach(() => bus.close());

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
