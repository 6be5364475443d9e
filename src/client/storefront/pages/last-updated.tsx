import { formatDate } from '../../../shared/format/date';

/** Spec §2 (Privacy and Terms): the last-updated line shows today's date. */
export function LastUpdated() {
  const today = new Date();
  return (
    <p className="text-sm">
      Last updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatDate(today)}</time>
    </p>
  );
}
