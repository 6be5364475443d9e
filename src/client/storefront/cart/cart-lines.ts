// The cart's rules (spec §4, Cart) as pure functions over the lines, so the context, the
// storage and the tests share one definition. Nothing here touches the browser.

/** One cart line (spec §3). Identity is id + size + colour. */
export interface CartLine {
  /** Product id. */
  id: string;
  name: string;
  image: string;
  /**
   * Unit price in cents for the chosen size, with the promotion running when it was added.
   * A fallback for display only: the cart re-prices every line from the current product, and
   * the server prices every order again (DECISIONS.md).
   */
  price: number;
  quantity: number;
  selectedSize: string;
  selectedColor: string;
}

/** What identifies a line: the same product in the same size and colour is one line. */
export type CartLineKey = Pick<CartLine, 'id' | 'selectedSize' | 'selectedColor'>;

export type AddResult = 'added' | 'updated';

export function isSameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.id === b.id && a.selectedSize === b.selectedSize && a.selectedColor === b.selectedColor;
}

/** A stable string for React keys and labels. */
export function lineKey(line: CartLineKey): string {
  return JSON.stringify([line.id, line.selectedSize, line.selectedColor]);
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.image === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.selectedSize === 'string' &&
    typeof line.selectedColor === 'string'
  );
}

/**
 * The lines of a stored cart; anything unreadable (an older shape, hand edits) is dropped rather
 * than thrown, and lines stored twice are merged.
 * @example parseCartLines('[{"id":"p1", ...,"quantity":2}]') // [{ id: 'p1', ..., quantity: 2 }]
 */
export function parseCartLines(stored: string | null): CartLine[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isCartLine)
    .reduce<CartLine[]>((lines, line) => addLine(lines, line).lines, []);
}

/**
 * Adds a line, or raises the quantity of the line with the same product, size and colour by the
 * amount added. Returns the new lines and which of the two happened, for the spec's toast.
 * @example addLine([], tee).result // 'added'
 * @example addLine([tee], tee).lines[0].quantity // tee.quantity * 2
 */
export function addLine(
  lines: readonly CartLine[],
  line: CartLine,
): { lines: CartLine[]; result: AddResult } {
  const index = lines.findIndex((candidate) => isSameLine(candidate, line));
  if (index === -1) return { lines: [...lines, { ...line }], result: 'added' };
  return {
    lines: lines.map((candidate, i) =>
      i === index ? { ...candidate, quantity: candidate.quantity + line.quantity } : candidate,
    ),
    result: 'updated',
  };
}

export function removeLine(lines: readonly CartLine[], key: CartLineKey): CartLine[] {
  return lines.filter((line) => !isSameLine(line, key));
}

/**
 * Sets a line's quantity; zero or less removes the line (spec §5: the minus button sends
 * quantity - 1). Fractions are rounded down: quantities are whole items.
 * @example setLineQuantity([tee], tee, 0) // []
 */
export function setLineQuantity(
  lines: readonly CartLine[],
  key: CartLineKey,
  quantity: number,
): CartLine[] {
  const whole = Math.floor(quantity);
  if (!(whole > 0)) return removeLine(lines, key);
  return lines.map((line) => (isSameLine(line, key) ? { ...line, quantity: whole } : line));
}

/** The number of items (not lines): what the header badge shows. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
