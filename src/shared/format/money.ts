/** Groups of three digits from the right: "1299" -> "1,299". */
const thousands = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats integer cents as U.S. dollars with two decimals, as `Intl.NumberFormat('en-US',
 * { style: 'currency', currency: 'USD' })` writes them. Written out by hand: creating that
 * formatter costs the storefront's first script about 17 ms on a fast machine, the largest single
 * part of its start-up (decision 040).
 * @example formatMoney(14999) // "$149.99"
 * @example formatMoney(-129999) // "-$1,299.99"
 */
export function formatMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(thousands, ',');
  const fraction = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${fraction}`;
}

/**
 * Parses a dollar amount typed by a person ("12.5", "$1,299.99") into cents, or null.
 * @example dollarsToCents('29.99') // 2999
 */
export function dollarsToCents(input: string | number): number | null {
  const text = String(input).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
