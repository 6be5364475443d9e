const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats integer cents as U.S. dollars with two decimals.
 * @example formatMoney(14999) // "$149.99"
 */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
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
