// A <input type="datetime-local"> holds the owner's wall-clock time without a zone; the API
// takes and gives instants (ISO 8601 with an offset).

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-22T14:30:00.000Z` -> `2026-11-22T09:30` in the browser's zone (here UTC-5). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's value as an instant, or null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "November 22, 2026 at 9:30 AM" (U.S. long format, the owner's zone). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
