// What the owner's screens get from the presence: the whole count, the longest online first,
// Mobile or Desktop by the user agent, and never an unbounded list.
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_VISITORS_LISTED } from '../../shared/realtime/presence.schema';
import { createLogger } from '../logger';
import { createMemoryPresence } from '../platform/presence';
import { createPresenceFeed } from './presence-feed';
import { createRealtimeHub } from './realtime-hub';

const logger = createLogger('silent');
const presence = createMemoryPresence({ ttlMs: 60_000, onListenerError: () => {} });
const hub = createRealtimeHub({ logger });
afterEach(async () => {
  await presence.close();
  await hub.close();
});

describe('the live visitors snapshot', () => {
  it('counts everyone and lists the first 200, longest online first', async () => {
    const feed = createPresenceFeed({ presence, hub, room: 'admins', logger });
    await feed.ready;
    const total = LIVE_VISITORS_LISTED + 5;
    for (let i = 0; i < total; i++) {
      await presence.track(`tab-${i}`, {
        onlineAt: new Date(Date.UTC(2026, 10, 24, 10, 0, total - i)).toISOString(),
        userAgent: i % 2 === 0 ? 'Mozilla/5.0 (iPhone) Mobile/15E148' : 'Mozilla/5.0 (X11)',
        path: `/product/${i}`,
      });
    }
    const snapshot = await feed.snapshot();
    expect(snapshot.count).toBe(total);
    expect(snapshot.visitors).toHaveLength(LIVE_VISITORS_LISTED);
    // The last tab tracked claims the earliest time: it comes first.
    expect(snapshot.visitors[0]).toEqual({
      id: `tab-${total - 1}`,
      onlineAt: '2026-11-24T10:00:01.000Z',
      device: 'Mobile',
      path: `/product/${total - 1}`,
    });
    expect(snapshot.visitors[1]?.device).toBe('Desktop');
  });
});
