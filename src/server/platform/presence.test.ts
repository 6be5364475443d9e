// The contract every Presence implementation meets, run once per implementation (DESIGN.md:
// "Every adapter has one interface and one test suite"): in the process always, on Redis when
// TEST_REDIS_URL is set (each test under its own key prefix). Real time throughout, as Redis
// keeps it: lapses are waited for, never timed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectTestRedis, testRedisUrl } from '../test/redis';
import { createMemoryPresence, type Presence, type PresenceOptions } from './presence';
import { createRedisPresence } from './redis-presence';

/** A presence, and what ends it with everything it opened. */
interface MadePresence {
  presence: Presence;
  close(): Promise<void>;
}

/** A Redis presence and its key prefix (the same prefix: another copy of the store). */
async function makeRedisPresence(options: PresenceOptions, keyPrefix?: string) {
  const link = await connectTestRedis(keyPrefix ? { keyPrefix } : {});
  const presence = createRedisPresence(link, options);
  return {
    presence,
    keyPrefix: link.keyPrefix,
    /** The copy dies: its timers stop with the process, its connections drop, nothing is left. */
    die: async () => {
      await presence.close();
      await link.cut();
    },
    close: async () => {
      await presence.close();
      await link.close();
    },
  };
}

const implementations: [string, (options: PresenceOptions) => Promise<MadePresence>][] = [
  [
    'memory',
    async (options) => {
      const presence = createMemoryPresence(options);
      return { presence, close: () => presence.close() };
    },
  ],
];
if (testRedisUrl) implementations.push(['redis', (options) => makeRedisPresence(options)]);

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';
const phone = 'Mozilla/5.0 (iPhone) Mobile/15E148';

/** Counts the change announcements a presence makes. */
function changeCounter() {
  let calls = 0;
  return {
    listener: () => {
      calls++;
    },
    get calls() {
      return calls;
    },
  };
}

describe.each(implementations)('Presence: %s', (_name, makePresence) => {
  let made: MadePresence;
  let presence: Presence;
  let listenerErrors: unknown[];

  beforeEach(async () => {
    listenerErrors = [];
    made = await makePresence({
      ttlMs: 60_000,
      onListenerError: (error) => listenerErrors.push(error),
    });
    presence = made.presence;
  });
  afterEach(() => made.close());

  it('lists every tracked connection, the longest online first', async () => {
    await presence.track('b', {
      onlineAt: '2026-11-24T10:05:00.000Z',
      userAgent: phone,
      path: '/',
    });
    await presence.track('a', {
      onlineAt: '2026-11-24T10:00:00.000Z',
      userAgent: desktop,
      path: '/products',
    });
    expect(await presence.list()).toEqual([
      { id: 'a', onlineAt: '2026-11-24T10:00:00.000Z', userAgent: desktop, path: '/products' },
      { id: 'b', onlineAt: '2026-11-24T10:05:00.000Z', userAgent: phone, path: '/' },
    ]);
  });

  it('replaces a connection’s entry when it tracks again (a new page)', async () => {
    const onlineAt = '2026-11-24T10:00:00.000Z';
    await presence.track('a', { onlineAt, userAgent: desktop, path: '/' });
    await presence.track('a', { onlineAt, userAgent: desktop, path: '/cart' });
    expect(await presence.list()).toEqual([
      { id: 'a', onlineAt, userAgent: desktop, path: '/cart' },
    ]);
  });

  it('forgets a connection that leaves, and a second leave does nothing', async () => {
    const onlineAt = '2026-11-24T10:00:00.000Z';
    await presence.track('a', { onlineAt, userAgent: desktop, path: '/' });
    await presence.track('b', { onlineAt, userAgent: phone, path: '/' });
    await presence.leave('a');
    await presence.leave('a');
    expect((await presence.list()).map((member) => member.id)).toEqual(['b']);
  });

  it('announces joins, new paths and leaves, but not an unchanged renewal', async () => {
    const changes = changeCounter();
    await presence.subscribe(changes.listener);
    const entry = { onlineAt: '2026-11-24T10:00:00.000Z', userAgent: desktop, path: '/' };

    await presence.track('a', entry);
    await expect.poll(() => changes.calls).toBe(1);
    await presence.track('a', entry);
    await presence.track('a', { ...entry, path: '/about' });
    await expect.poll(() => changes.calls).toBe(2);
    await presence.leave('a');
    await expect.poll(() => changes.calls).toBe(3);
    // Nothing else comes: a marker change arrives as the fourth, not the fifth.
    await presence.track('marker', entry);
    await expect.poll(() => changes.calls).toBe(4);
    expect(listenerErrors).toEqual([]);
  });

  it('stops announcing to a listener once it unsubscribed', async () => {
    const leaving = changeCounter();
    const staying = changeCounter();
    const unsubscribe = await presence.subscribe(leaving.listener);
    await presence.subscribe(staying.listener);
    const entry = { onlineAt: '2026-11-24T10:00:00.000Z', userAgent: desktop, path: '/' };

    await presence.track('a', entry);
    await expect.poll(() => leaving.calls).toBe(1);
    await unsubscribe();
    await presence.track('b', entry);
    await expect.poll(() => staying.calls).toBe(2);
    expect(leaving.calls).toBe(1);
  });

  it('reports a failing listener and still announces to the others', async () => {
    const healthy = changeCounter();
    await presence.subscribe(() => {
      throw new Error('thrown by a listener');
    });
    await presence.subscribe(healthy.listener);
    await presence.track('a', {
      onlineAt: '2026-11-24T10:00:00.000Z',
      userAgent: desktop,
      path: '/',
    });
    await expect.poll(() => healthy.calls).toBe(1);
    expect(listenerErrors.map((error) => (error as Error).message)).toEqual([
      'thrown by a listener',
    ]);
  });
});

describe.each(implementations)('Presence: %s, lapsing entries', (_name, makePresence) => {
  let made: MadePresence;
  afterEach(() => made.close());

  it('drops an entry nobody renews, announces it, and keeps the renewed ones', async () => {
    made = await makePresence({ ttlMs: 1_500, onListenerError: () => {} });
    const { presence } = made;
    // What an admin's screen would show after each announcement. (How many announcements the
    // two joins make depends on timing: several changes may come as one.)
    const seen: string[][] = [];
    await presence.subscribe(() => {
      void presence.list().then((members) => seen.push(members.map((member) => member.id)));
    });
    const entry = { onlineAt: '2026-11-24T10:00:00.000Z', userAgent: desktop, path: '/' };
    await presence.track('renewed', entry);
    await presence.track('forgotten', entry);
    await expect.poll(() => seen.at(-1)).toEqual(['forgotten', 'renewed']);

    // The renewed tab answers every heartbeat; the other went silent (its instance died).
    const renew = setInterval(() => void presence.track('renewed', entry), 100);
    try {
      await expect
        .poll(async () => (await presence.list()).map((member) => member.id), { timeout: 10_000 })
        .toEqual(['renewed']);
      // The lapse was announced: a screen refreshed by it shows the renewed tab alone.
      await expect.poll(() => seen.at(-1)).toEqual(['renewed']);
    } finally {
      clearInterval(renew);
    }
  });
});

describe.skipIf(!testRedisUrl)('Presence: redis, two copies of the store', () => {
  const copies: MadePresence[] = [];
  afterEach(async () => {
    for (const copy of copies.splice(0).reverse()) await copy.close();
  });
  const entry = { onlineAt: '2026-11-24T10:00:00.000Z', userAgent: desktop, path: '/' };

  it('counts the visitors of both copies, and each copy hears the other’s changes', async () => {
    const options = { ttlMs: 60_000, onListenerError: () => {} };
    const a = await makeRedisPresence(options);
    const b = await makeRedisPresence(options, a.keyPrefix);
    copies.push(a, b);
    const heardOnB = changeCounter();
    await b.presence.subscribe(heardOnB.listener);

    await a.presence.track('tab-on-a', entry);
    await expect.poll(() => heardOnB.calls).toBe(1);
    await b.presence.track('tab-on-b', { ...entry, path: '/cart' });

    for (const copy of [a, b]) {
      expect((await copy.presence.list()).map((member) => member.id)).toEqual([
        'tab-on-a',
        'tab-on-b',
      ]);
    }
    await a.presence.leave('tab-on-a');
    await expect.poll(() => heardOnB.calls).toBe(3);
    expect((await b.presence.list()).map((member) => member.id)).toEqual(['tab-on-b']);
  });

  it('drops the visitors of a copy that dies, within the TTL, while the other copy’s stay', async () => {
    const options = { ttlMs: 2_000, onListenerError: () => {} };
    const a = await makeRedisPresence(options);
    const b = await makeRedisPresence(options, a.keyPrefix);
    copies.push(b);
    const heardOnB = changeCounter();
    await b.presence.subscribe(heardOnB.listener);
    await a.presence.track('tab-on-a', entry);
    await b.presence.track('tab-on-b', entry);
    expect(await b.presence.list()).toHaveLength(2);

    // Copy B's tab answers its heartbeats; copy A dies: its connection to Redis is cut and
    // nothing of it runs again (no leave, no cleanup).
    const renew = setInterval(() => void b.presence.track('tab-on-b', entry), 200);
    try {
      const heardBefore = heardOnB.calls;
      await a.die();
      await expect
        .poll(async () => (await b.presence.list()).map((member) => member.id), {
          timeout: 10_000,
        })
        .toEqual(['tab-on-b']);
      // Copy B's sweep found the lapse and told its admins.
      await expect.poll(() => heardOnB.calls).toBeGreaterThan(heardBefore);
    } finally {
      clearInterval(renew);
    }
  });
});
