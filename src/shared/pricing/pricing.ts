// The store's price rules, in integer cents, used by the storefront (display) and by the
// server (the amounts it charges). DECISIONS.md: the server recomputes every order with these.

/** Sizes above XL cost more; every other size is the base price (spec §9). */
export const SIZE_SURCHARGE_CENTS: Readonly<Record<string, number>> = { '2XL': 300, '3XL': 600 };

/** Flat U.S. shipping, waived when the merchandise subtotal after discounts reaches the threshold. */
export const SHIPPING_CENTS = 500;
export const FREE_SHIPPING_THRESHOLD_CENTS = 15_000;

/**
 * The surcharge of a size, in cents.
 * @example sizeSurchargeCents('2XL') // 300
 */
export function sizeSurchargeCents(size: string): number {
  return SIZE_SURCHARGE_CENTS[size.trim().toUpperCase()] ?? 0;
}

/**
 * Takes a whole percentage off, rounding to the nearest cent (half up).
 * @example percentOff(3499, 20) // 2799 (27.992 -> 27.99)
 */
export function percentOff(cents: number, percentage: number): number {
  if (percentage <= 0) return cents;
  if (percentage >= 100) return 0;
  return Math.round((cents * (100 - percentage)) / 100);
}

/**
 * What one unit of a product costs in a size, with the active promotion (if any) applied.
 * @example unitPriceCents(3499, '3XL', 10) // 3689 (($34.99 + $6) x 0.9)
 */
export function unitPriceCents(
  basePriceCents: number,
  size: string,
  promotionPercentage: number | null = null,
): number {
  return percentOff(basePriceCents + sizeSurchargeCents(size), promotionPercentage ?? 0);
}

export interface PriceRange {
  minCents: number;
  maxCents: number;
}

/**
 * The cheapest and dearest size of a product (all sizes cost the base price when none are listed).
 * @example priceRangeCents(3000, ['S', 'XL', '2XL']) // { minCents: 3000, maxCents: 3300 }
 */
export function priceRangeCents(
  basePriceCents: number,
  sizes: readonly string[],
  promotionPercentage: number | null = null,
): PriceRange {
  const prices = (sizes.length ? sizes : ['']).map((size) =>
    unitPriceCents(basePriceCents, size, promotionPercentage),
  );
  return { minCents: Math.min(...prices), maxCents: Math.max(...prices) };
}

/**
 * Shipping for a merchandise subtotal that already has every discount applied.
 * @example shippingCents(14_999) // 500
 * @example shippingCents(15_000) // 0
 */
export function shippingCents(discountedSubtotalCents: number): number {
  return discountedSubtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_CENTS;
}

/**
 * How much more merchandise would make shipping free, or 0.
 * @example amountToFreeShippingCents(12_000) // 3000
 */
export function amountToFreeShippingCents(discountedSubtotalCents: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - discountedSubtotalCents);
}

export interface PricedLine {
  /** Unit price with size surcharge and promotion applied. */
  unitPriceCents: number;
  quantity: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Totals of a cart: the discount code's percentage applies to the merchandise subtotal
 * (never to shipping), and shipping is decided on the subtotal after that discount.
 * @example cartTotals([{ unitPriceCents: 5000, quantity: 3 }], 10)
 * // { subtotalCents: 15000, discountCents: 1500, shippingCents: 500, totalCents: 14000 }
 */
export function cartTotals(
  lines: readonly PricedLine[],
  discountPercentage: number | null = null,
): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = subtotalCents - percentOff(subtotalCents, discountPercentage ?? 0);
  const discounted = subtotalCents - discountCents;
  const shipping = lines.length === 0 ? 0 : shippingCents(discounted);
  return {
    subtotalCents,
    discountCents,
    shippingCents: shipping,
    totalCents: discounted + shipping,
  };
}
