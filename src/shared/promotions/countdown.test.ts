import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('promotion countdown', () => {
  it('shows days, hours and minutes while a day or more is left', () => {
    expect(formatCountdown(2 * DAY + 3 * HOUR + 4 * MINUTE + 59 * SECOND)).toBe('2d 3h 4m');
    expect(formatCountdown(DAY)).toBe('1d 0h 0m');
  });

  it('shows hours, minutes and seconds on the last day', () => {
    expect(formatCountdown(DAY - SECOND)).toBe('23h 59m 59s');
    expect(formatCountdown(HOUR)).toBe('1h 0m 0s');
  });

  it('shows minutes and seconds in the last hour', () => {
    expect(formatCountdown(HOUR - SECOND)).toBe('59m 59s');
    expect(formatCountdown(999)).toBe('0m 0s');
  });

  it('ends when the time is up', () => {
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
  });
});
