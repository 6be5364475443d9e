import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatMoney } from './money';

/** What the browser's own formatter writes; formatMoney spells the same by hand. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatMoney', () => {
  it('writes dollars and cents with a thousands comma', () => {
    expect(formatMoney(14999)).toBe('$149.99');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(129999)).toBe('$1,299.99');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(formatMoney(-2500)).toBe('-$25.00');
  });

  it('writes every amount as Intl.NumberFormat does', () => {
    const amounts = [1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 123456789, 999999999999];
    for (const cents of amounts.flatMap((amount) => [amount, -amount, amount + 37])) {
      expect(formatMoney(cents)).toBe(usd.format(cents / 100));
    }
  });
});

describe('dollarsToCents', () => {
  it('reads what a person types', () => {
    expect(dollarsToCents('29.99')).toBe(2999);
    expect(dollarsToCents('$1,299.9')).toBe(129990);
    expect(dollarsToCents('12.345')).toBeNull();
  });
});
