const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * Formats a date in U.S. long format.
 * @example formatDate(new Date('2026-11-22T12:00:00Z')) // "November 22, 2026"
 */
export function formatDate(date: Date | string): string {
  return longDate.format(typeof date === 'string' ? new Date(date) : date);
}
