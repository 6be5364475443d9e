// Prices and checks each cart line against the product as it is now (spec §4; issue 4: a line
// whose product was deleted or sold out is flagged and cannot be checked out). The stored price
// is only a fallback while the product loads: prices change, promotions start and end.
import type { Product } from '../../../shared/catalog/product.schema';
import { unitPriceCents, type PricedLine } from '../../../shared/pricing/pricing';
import type { CartLine } from './cart-lines';

/** What the server said about a line's product. */
export type ProductLookup =
  | { state: 'loading' }
  /** The server could not answer (network, 5xx): the order's own check will decide. */
  | { state: 'failed' }
  /** 404 (deleted) or 400 (not a product id). */
  | { state: 'gone' }
  | { state: 'found'; product: Pick<Product, 'priceCents' | 'inStock' | 'sizes' | 'colors'> };

export type LineAvailability = 'checking' | 'available' | 'unavailable' | 'sold_out' | 'unknown';

export interface PricedCartLine extends PricedLine {
  line: CartLine;
  lineTotalCents: number;
  availability: LineAvailability;
}

const offers = (options: readonly string[], chosen: string) =>
  options.length === 0 || options.includes(chosen);

/**
 * One line with its current unit price and whether it can still be bought.
 * @example priceCartLine(line2XL, { state: 'found', product }, 10).unitPriceCents // (base + $3) - 10%
 */
export function priceCartLine(
  line: CartLine,
  lookup: ProductLookup,
  promotionPercentage: number | null,
): PricedCartLine {
  const priced = (unit: number, availability: LineAvailability): PricedCartLine => ({
    line,
    unitPriceCents: unit,
    quantity: line.quantity,
    lineTotalCents: unit * line.quantity,
    availability,
  });

  switch (lookup.state) {
    case 'loading':
      return priced(line.price, 'checking');
    case 'failed':
      return priced(line.price, 'unknown');
    case 'gone':
      return priced(line.price, 'unavailable');
    case 'found': {
      const { product } = lookup;
      const unit = unitPriceCents(product.priceCents, line.selectedSize, promotionPercentage);
      if (!product.inStock) return priced(unit, 'sold_out');
      // A size or colour the owner has since dropped cannot be made any more.
      if (!offers(product.sizes, line.selectedSize) || !offers(product.colors, line.selectedColor))
        return priced(unit, 'unavailable');
      return priced(unit, 'available');
    }
  }
}

const BLOCKING: readonly LineAvailability[] = ['unavailable', 'sold_out'];

export function isBlocked(line: Pick<PricedCartLine, 'availability'>): boolean {
  return BLOCKING.includes(line.availability);
}

/**
 * Whether the cart can go to checkout: it has lines, none is flagged, and none is still being
 * checked. A line the server could not check goes through; the order is checked again anyway.
 */
export function canCheckout(lines: readonly Pick<PricedCartLine, 'availability'>[]): boolean {
  return (
    lines.length > 0 && lines.every((line) => line.availability !== 'checking' && !isBlocked(line))
  );
}

/** The lines that count towards the totals: a flagged line cannot be bought. */
export function purchasableLines(lines: readonly PricedCartLine[]): PricedCartLine[] {
  return lines.filter((line) => !isBlocked(line));
}
