import { describe, expect, it } from 'vitest';
import { deviceOf, formatTimeOnline, PresenceClientMessageSchema } from './presence.schema';

describe('presence', () => {
  it('calls a visitor Mobile exactly when the user agent contains "Mobile"', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    expect(deviceOf(iphone)).toBe('Mobile');
    expect(deviceOf(ipad)).toBe('Desktop');
    expect(deviceOf('')).toBe('Desktop');
    expect(deviceOf('mobile lowercase')).toBe('Desktop');
  });

  it('shows time online in seconds, minutes or hours', () => {
    expect(formatTimeOnline(-5)).toBe('0s');
    expect(formatTimeOnline(59_999)).toBe('59s');
    expect(formatTimeOnline(60_000)).toBe('1m 00s');
    expect(formatTimeOnline(65_000)).toBe('1m 05s');
    expect(formatTimeOnline(3_599_000)).toBe('59m 59s');
    expect(formatTimeOnline(3_720_000)).toBe('1h 02m');
    expect(formatTimeOnline(26 * 3_600_000)).toBe('26h 00m');
  });

  it('takes a path without its query, and nothing else', () => {
    const track = (path: string) =>
      PresenceClientMessageSchema.safeParse({
        type: 'track',
        online_at: '2026-11-24T10:00:00.000Z',
        user_agent: 'Mozilla/5.0',
        path,
      }).success;
    expect(track('/products')).toBe(true);
    expect(track('/track-order?email=ruth@example.com')).toBe(false);
    expect(track('products')).toBe(false);
    expect(track(`/${'a'.repeat(2000)}`)).toBe(false);
    expect(PresenceClientMessageSchema.safeParse({ type: 'shout' }).success).toBe(false);
  });
});
