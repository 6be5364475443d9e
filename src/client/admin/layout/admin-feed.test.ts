import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../../lib/reconnect';
import { adminFeedUrl, firstSighting } from './admin-feed';

describe('the admin feed', () => {
  it('opens on the page’s own origin, encrypted when the page is', () => {
    expect(adminFeedUrl({ protocol: 'https:', host: 'shop.example.com' })).toBe(
      'wss://shop.example.com/api/admin/realtime',
    );
    expect(adminFeedUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/admin/realtime',
    );
  });

  it('waits longer after each failed reconnect, never more than 30 s', () => {
    const longest = (attempt: number) => reconnectDelayMs(attempt, () => 1);
    const shortest = (attempt: number) => reconnectDelayMs(attempt, () => 0);
    expect([0, 1, 2, 3, 4, 5, 6].map(longest)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(shortest(0)).toBe(500);
    expect(shortest(10)).toBe(15000);
  });

  it('alerts once per order id', () => {
    const isNew = firstSighting();
    expect(['a', 'b', 'a', 'b', 'c'].map(isNew)).toEqual([true, true, false, false, true]);
  });
});
