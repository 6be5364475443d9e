import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-lines';
import { canCheckout, priceCartLine, purchasableLines, type ProductLookup } from './cart-pricing';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'b5b0f0a6-6b55-4a0e-9d4e-2f0b8e3c1a01',
  name: 'Light in the Dark Tee',
  image: '/tee.webp',
  price: 3499,
  quantity: 2,
  selectedSize: 'M',
  selectedColor: 'Black',
  ...overrides,
});

type FoundProduct = Extract<ProductLookup, { state: 'found' }>['product'];

const found = (overrides: Partial<FoundProduct> = {}): ProductLookup => ({
  state: 'found',
  product: {
    priceCents: 3999,
    inStock: true,
    sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
    colors: ['Black', 'White'],
    ...overrides,
  },
});

describe('priceCartLine', () => {
  it('prices from the current product, not from the stored price', () => {
    const priced = priceCartLine(line(), found(), null);
    expect(priced).toMatchObject({
      unitPriceCents: 3999,
      quantity: 2,
      lineTotalCents: 7998,
      availability: 'available',
    });
  });

  it('adds the size surcharge and takes the running promotion off', () => {
    // ($39.99 + $3.00) x 0.9 = $38.691 -> $38.69
    expect(priceCartLine(line({ selectedSize: '2XL' }), found(), 10).unitPriceCents).toBe(3869);
    expect(priceCartLine(line({ selectedSize: '3XL' }), found(), null).unitPriceCents).toBe(4599);
  });

  it('flags a deleted product as unavailable and a sold-out one as sold out', () => {
    expect(priceCartLine(line(), { state: 'gone' }, null).availability).toBe('unavailable');
    expect(priceCartLine(line(), found({ inStock: false }), null).availability).toBe('sold_out');
  });

  it('flags a size or colour the product no longer offers', () => {
    expect(priceCartLine(line(), found({ sizes: ['S', 'L'] }), null).availability).toBe(
      'unavailable',
    );
    expect(priceCartLine(line(), found({ colors: ['White'] }), null).availability).toBe(
      'unavailable',
    );
  });

  it('shows the stored price while the product loads or cannot be read', () => {
    expect(priceCartLine(line(), { state: 'loading' }, null)).toMatchObject({
      unitPriceCents: 3499,
      availability: 'checking',
    });
    expect(priceCartLine(line(), { state: 'failed' }, null).availability).toBe('unknown');
  });
});

describe('canCheckout', () => {
  it('needs at least one line, none flagged and none still being checked', () => {
    expect(canCheckout([])).toBe(false);
    expect(canCheckout([{ availability: 'available' }, { availability: 'unknown' }])).toBe(true);
    expect(canCheckout([{ availability: 'available' }, { availability: 'checking' }])).toBe(false);
    expect(canCheckout([{ availability: 'available' }, { availability: 'sold_out' }])).toBe(false);
    expect(canCheckout([{ availability: 'unavailable' }])).toBe(false);
  });
});

describe('purchasableLines', () => {
  it('leaves flagged lines out of the totals', () => {
    const lines = [
      priceCartLine(line(), found(), null),
      priceCartLine(line({ selectedSize: 'L' }), found({ inStock: false }), null),
      priceCartLine(line({ selectedSize: 'S' }), { state: 'gone' }, null),
    ];
    expect(purchasableLines(lines).map((priced) => priced.line.selectedSize)).toEqual(['M']);
  });
});
