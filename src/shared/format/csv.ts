// CSV for spreadsheets (RFC 4180): quoted where needed, CRLF line ends.

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so text from
 * shoppers ("=HYPERLINK(...)" as a name) could act when the owner opens the export
 * (OWASP, CSV injection). Such cells get a leading apostrophe and show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: formula-neutralised text, quoted when it holds a comma, quote or line break.
 * @example csvCell('Smith, "Jo"') // '"Smith, ""Jo"""'
 * @example csvCell('=1+1') // "'=1+1"
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, with its CRLF. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
