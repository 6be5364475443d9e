/**
 * React Router's <ScrollRestoration> keeps scroll positions in sessionStorage by history key,
 * and a page opened afresh (typed, linked from elsewhere, or reloaded) reuses a key: a typed URL
 * is always "default", a reload keeps its entry's key. So a new load opened where an earlier one
 * had been left, often far down. Only going back or forward should return to a position: on any
 * other load the current entry's saved position is forgotten before the router reads it, and the
 * browser's own restoration (which the router turns back on as the page unloads) is turned off.
 */

/** The storage key React Router's <ScrollRestoration> uses when none is given. */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender' | undefined;

/** The saved positions without the current entry's, or null when nothing needs to change. */
export function positionsWithoutEntry(
  saved: string | null,
  navigationType: NavigationType,
  entryKey: string,
): string | null {
  if (navigationType === 'back_forward' || saved === null) return null;
  try {
    const positions: unknown = JSON.parse(saved);
    if (typeof positions !== 'object' || positions === null || !(entryKey in positions)) {
      return null;
    }
    const rest: Record<string, unknown> = { ...(positions as Record<string, unknown>) };
    delete rest[entryKey];
    return JSON.stringify(rest);
  } catch {
    return null;
  }
}

/** Runs once, before the router is created. */
export function startNewLoadsAtTop(): void {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const navigationType = entry?.type;
  if (navigationType === 'back_forward') return;
  window.history.scrollRestoration = 'manual';
  const state: unknown = window.history.state;
  const entryKey =
    typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
      ? state.key
      : 'default';
  try {
    const next = positionsWithoutEntry(
      window.sessionStorage.getItem(SCROLL_POSITIONS_KEY),
      navigationType,
      entryKey,
    );
    if (next !== null) window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, next);
  } catch {
    // Storage blocked: the router cannot restore anything either.
  }
}
