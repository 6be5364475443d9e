/**
 * The promotion banner's countdown (spec §4): days/hours/minutes while a day or more is
 * left, then hours/minutes/seconds, then minutes/seconds; null once the time is up.
 * @example formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000) // "2d 3h 4m"
 * @example formatCountdown(65_000) // "1m 5s"
 */
export function formatCountdown(remainingMs: number): string | null {
  if (remainingMs <= 0) return null;
  const totalSeconds = Math.floor(remainingMs / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`;
  return `${minutes}m ${seconds}s`;
}
