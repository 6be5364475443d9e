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

/**
 * A date and time in U.S. format, in the viewer's time zone unless one is given (an e-mail,
 * written on the server, names its zone).
 * @example formatDateTime('2026-11-26T15:00:00Z', 'UTC') // "November 26, 2026, 3:00 PM UTC"
 */
export function formatDateTime(date: Date | string, timeZone?: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...zone,
  });
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' as const } : {}),
  });
  return `${day.format(value)}, ${time.format(value)}`;
}

/** "Pay by November 26, 2026, 3:00 PM": the deadline of an order awaiting payment. */
export function payByText(dueAt: Date | string, timeZone?: string): string {
  return `Pay by ${formatDateTime(dueAt, timeZone)}`;
}
