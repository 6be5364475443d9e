import { describe, expect, it } from 'vitest';
import {
  addLine,
  itemCount,
  lineKey,
  parseCartLines,
  removeLine,
  setLineQuantity,
  type CartLine,
} from './cart-lines';

const tee = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'b5b0f0a6-6b55-4a0e-9d4e-2f0b8e3c1a01',
  name: 'Light in the Dark Tee',
  image: '/uploads/tee-w1600.webp',
  price: 3499,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'Black',
  ...overrides,
});

describe('addLine', () => {
  it('adds a new product, size and colour as a new line', () => {
    const { lines, result } = addLine([], tee());
    expect(result).toBe('added');
    expect(lines).toEqual([tee()]);
  });

  it('raises the quantity of the same product, size and colour by the amount added', () => {
    const { lines, result } = addLine([tee({ quantity: 2 })], tee({ quantity: 3 }));
    expect(result).toBe('updated');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(5);
  });

  it('keeps another size or another colour of the same product on its own line', () => {
    const start = [tee()];
    expect(addLine(start, tee({ selectedSize: '2XL' })).lines).toHaveLength(2);
    expect(addLine(start, tee({ selectedColor: 'White' })).lines).toHaveLength(2);
    expect(addLine(start, tee({ selectedSize: '2XL' })).result).toBe('added');
  });

  it('keeps the first line as it was stored, price and image included', () => {
    const { lines } = addLine([tee({ price: 3499 })], tee({ price: 2999, image: '/other.webp' }));
    expect(lines[0]).toMatchObject({ price: 3499, image: '/uploads/tee-w1600.webp', quantity: 2 });
  });

  it('never changes the lines it was given', () => {
    const start = [tee()];
    addLine(start, tee());
    expect(start[0]!.quantity).toBe(1);
  });
});

describe('setLineQuantity and removeLine', () => {
  const lines = [tee(), tee({ selectedSize: '2XL', quantity: 2 })];

  it('sets the quantity of the matching line only', () => {
    const next = setLineQuantity(lines, tee({ selectedSize: '2XL' }), 4);
    expect(next.map((line) => line.quantity)).toEqual([1, 4]);
  });

  it('removes the line at zero or less (the minus button sends quantity - 1)', () => {
    expect(setLineQuantity(lines, tee(), 0)).toEqual([lines[1]]);
    expect(setLineQuantity(lines, tee(), -3)).toEqual([lines[1]]);
    expect(setLineQuantity(lines, tee(), Number.NaN)).toEqual([lines[1]]);
  });

  it('removes exactly the line with the same product, size and colour', () => {
    expect(removeLine(lines, tee({ quantity: 99 }))).toEqual([lines[1]]);
    expect(removeLine(lines, tee({ selectedColor: 'White' }))).toEqual(lines);
  });
});

describe('itemCount', () => {
  it('counts items, not lines', () => {
    expect(itemCount([])).toBe(0);
    expect(itemCount([tee({ quantity: 2 }), tee({ selectedSize: 'L', quantity: 3 })])).toBe(5);
  });
});

describe('lineKey', () => {
  it('tells lines apart by product, size and colour', () => {
    expect(lineKey(tee())).toBe(lineKey(tee({ quantity: 7, price: 1 })));
    expect(lineKey(tee())).not.toBe(lineKey(tee({ selectedSize: 'L' })));
  });
});

describe('parseCartLines', () => {
  it('restores what was stored', () => {
    const stored = [tee(), tee({ selectedSize: '2XL', price: 3799 })];
    expect(parseCartLines(JSON.stringify(stored))).toEqual(stored);
  });

  it('reads nothing from an empty, broken or foreign value', () => {
    expect(parseCartLines(null)).toEqual([]);
    expect(parseCartLines('')).toEqual([]);
    expect(parseCartLines('{not json')).toEqual([]);
    expect(parseCartLines('{"id":"x"}')).toEqual([]);
  });

  it('drops lines of another shape or with no items, and merges lines stored twice', () => {
    const stored = [
      tee(),
      { ...tee(), quantity: 0 },
      { ...tee(), quantity: 1.5 },
      { ...tee(), price: '34.99' },
      { id: 'x' },
      null,
      tee({ quantity: 2 }),
    ];
    expect(parseCartLines(JSON.stringify(stored))).toEqual([tee({ quantity: 3 })]);
  });
});
