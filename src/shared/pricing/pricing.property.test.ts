// Properties of the price rules over many generated carts, beyond the worked examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, FREE_SHIPPING_THRESHOLD_CENTS, percentOff, SHIPPING_CENTS } from './pricing';

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
});
const percentage = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });

describe('cart totals, for any cart', () => {
  it('add up: total = subtotal - discount + shipping, all whole cents, never negative', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), percentage, (lines, pct) => {
        const totals = cartTotals(lines, pct);
        expect(totals.totalCents).toBe(
          totals.subtotalCents - totals.discountCents + totals.shippingCents,
        );
        for (const value of Object.values(totals)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
      }),
    );
  });

  it('charge shipping exactly when the discounted subtotal is under $150.00', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), percentage, (lines, pct) => {
        const totals = cartTotals(lines, pct);
        const discounted = totals.subtotalCents - totals.discountCents;
        expect(totals.shippingCents).toBe(
          discounted >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_CENTS,
        );
      }),
    );
  });

  it('never make a bigger discount cost more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (cents, pct) => {
          expect(percentOff(cents, pct + 1)).toBeLessThanOrEqual(percentOff(cents, pct));
        },
      ),
    );
  });
});
