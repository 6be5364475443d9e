import { describe, expect, it } from 'vitest';
import { orderAge } from './order-age';

const now = new Date('2026-11-22T12:00:00Z');

describe('orderAge', () => {
  it('counts whole days from one day on', () => {
    expect(orderAge('2026-11-21T12:00:00Z', now)).toBe('waiting 1 day');
    expect(orderAge('2026-11-20T11:00:00Z', now)).toBe('waiting 2 days');
    expect(orderAge('2026-11-19T12:00:01Z', now)).toBe('waiting 2 days');
  });

  it('counts whole hours below a day', () => {
    expect(orderAge('2026-11-21T12:00:01Z', now)).toBe('waiting 23 hours');
    expect(orderAge('2026-11-22T11:00:00Z', now)).toBe('waiting 1 hour');
  });

  it('says less than an hour for a fresh order, and for a clock slightly behind the server', () => {
    expect(orderAge('2026-11-22T11:30:00Z', now)).toBe('waiting less than an hour');
    expect(orderAge('2026-11-22T12:05:00Z', now)).toBe('waiting less than an hour');
  });
});
