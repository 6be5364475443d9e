const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long an order has been awaiting payment, for the awaiting-payment view (the owner chases
 * the oldest first): whole days from one day on, whole hours below that.
 * @example orderAge('2026-11-20T10:00:00Z', new Date('2026-11-22T11:00:00Z')) // "waiting 2 days"
 */
export function orderAge(createdAt: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (elapsed >= DAY_MS) return `waiting ${plural(Math.floor(elapsed / DAY_MS), 'day')}`;
  if (elapsed >= HOUR_MS) return `waiting ${plural(Math.floor(elapsed / HOUR_MS), 'hour')}`;
  return 'waiting less than an hour';
}
