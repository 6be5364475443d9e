// The contract every Presence implementation meets, run once per implementation (DESIGN.md:
// "Every adapter has one interface and one test suite"). The Redis presence joins the list
// below and runs when REDIS_URL is set. Real time throughout, as Redis keeps it: lapses are
// waited for, never timed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryPresence, type Presence, type PresenceOptions } from './presence';

const implementations: [string, (options: PresenceOptions) => Presence][] = [
  ['memory', (options) => createMemoryPresence(options)],
];

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
  let presence: Presence;
  let listenerErrors: unknown[];

  beforeEach(() => {
    listenerErrors = [];
    presence = makePresence({
      ttlMs: 60_000,
      onListenerError: (error) => listenerErrors.push(error),
    });
  });
  afterEach(() => presence.close());

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
  let presence: Presence;
  afterEach(() => presence.close());

  it('drops an entry nobody renews, announces it, and keeps the renewed ones', async () => {
    presence = makePresence({ ttlMs: 1_500, onListenerError: () => {} });
    const changes = changeCounter();
    await presence.subscribe(changes.listener);
    const entry = { onlineAt: '2026-11-24T10:00:00.000Z', userAgent: desktop, path: '/' };
    await presence.track('renewed', entry);
    await presence.track('forgotten', entry);
    await expect.poll(() => changes.calls).toBe(1);

    // The renewed tab answers every heartbeat; the other went silent (its instance died).
    const renew = setInterval(() => void presence.track('renewed', entry), 100);
    try {
      await expect
        .poll(async () => (await presence.list()).map((member) => member.id), { timeout: 10_000 })
        .toEqual(['renewed']);
      await expect.poll(() => changes.calls).toBe(2);
    } finally {
      clearInterval(renew);
    }
  });
});
