import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './price-range';

describe('price range text', () => {
  it('shows both ends with two decimals', () => {
    expect(formatPriceRange({ minCents: 3000, maxCents: 3600 })).toBe('$30.00 - $36.00');
  });
  it('shows one price when the ends are equal', () => {
    expect(formatPriceRange({ minCents: 3499, maxCents: 3499 })).toBe('$34.99');
  });
});
