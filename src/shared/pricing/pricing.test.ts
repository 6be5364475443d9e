import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToFreeShippingCents,
  cartTotals,
  FREE_SHIPPING_THRESHOLD_CENTS,
  percentOff,
  priceRangeCents,
  SHIPPING_CENTS,
  shippingCents,
  sizeSurchargeCents,
  unitPriceCents,
} from './pricing';

describe('size surcharges', () => {
  it('adds $3 for 2XL and $6 for 3XL, nothing for S to XL', () => {
    expect(['S', 'M', 'L', 'XL', '2XL', '3XL'].map(sizeSurchargeCents)).toEqual([
      0, 0, 0, 0, 300, 600,
    ]);
  });

  it('reads sizes as the owner typed them', () => {
    expect(sizeSurchargeCents(' 2xl ')).toBe(300);
    expect(sizeSurchargeCents('One Size')).toBe(0);
  });
});

describe('promotions', () => {
  it('take the percentage off the sized price, to the nearest cent', () => {
    expect(unitPriceCents(3499, 'M', 20)).toBe(2799);
    expect(unitPriceCents(3499, '3XL', 10)).toBe(3689);
    expect(unitPriceCents(3499, '2XL')).toBe(3799);
  });

  it('round half a cent up', () => {
    expect(percentOff(1005, 50)).toBe(503);
  });

  it('never go below zero or above the price', () => {
    expect(percentOff(3000, 100)).toBe(0);
    expect(percentOff(3000, 0)).toBe(3000);
  });
});

describe('price ranges', () => {
  it('span the cheapest and dearest size', () => {
    expect(priceRangeCents(3000, ['S', 'M', '2XL', '3XL'])).toEqual({
      minCents: 3000,
      maxCents: 3600,
    });
  });

  it('collapse to one price without big sizes or without sizes', () => {
    expect(priceRangeCents(3000, ['S', 'XL'])).toEqual({ minCents: 3000, maxCents: 3000 });
    expect(priceRangeCents(3000, [])).toEqual({ minCents: 3000, maxCents: 3000 });
  });

  it('follow the promotion', () => {
    expect(priceRangeCents(4000, ['M', '3XL'], 25)).toEqual({ minCents: 3000, maxCents: 3450 });
  });
});

describe('shipping', () => {
  it('costs $5.00 up to $149.99 and is free from $150.00', () => {
    expect(shippingCents(14_999)).toBe(500);
    expect(shippingCents(15_000)).toBe(0);
    expect(amountToFreeShippingCents(14_999)).toBe(1);
    expect(amountToFreeShippingCents(15_001)).toBe(0);
  });
});

describe('cart totals', () => {
  it('apply the code to the subtotal, then decide shipping after the discount', () => {
    expect(cartTotals([{ unitPriceCents: 5000, quantity: 3 }], 10)).toEqual({
      subtotalCents: 15_000,
      discountCents: 1500,
      shippingCents: 500,
      totalCents: 14_000,
    });
  });

  it('ship free when the discounted subtotal still reaches $150.00', () => {
    expect(cartTotals([{ unitPriceCents: 20_000, quantity: 1 }], 25)).toEqual({
      subtotalCents: 20_000,
      discountCents: 5000,
      shippingCents: 0,
      totalCents: 15_000,
    });
  });

  it('round the discount to the cent', () => {
    expect(cartTotals([{ unitPriceCents: 3499, quantity: 1 }], 15)).toEqual({
      subtotalCents: 3499,
      discountCents: 525,
      shippingCents: 500,
      totalCents: 3474,
    });
  });

  it('charge nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });
});

// Properties of the same rules over many generated carts, beyond the worked examples above.
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
