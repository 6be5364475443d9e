// Whether the server marked this visit as locked out (src/server/site/site-lock.gate.ts): it
// writes a meta tag into the HTML of the locked page and of the pages open while locked. The
// server decides; this only keeps the client router on the pages the server would answer.
import { SITE_LOCK_META_NAME } from '../../../shared/site/site-lock-meta';
import { paths } from '../../paths';

/** Spec storefront §2: the storefront pages a locked-out visitor may open. */
export const OPEN_WHILE_LOCKED: readonly string[] = [
  paths.siteLocked,
  paths.trackOrder,
  paths.unsubscribe,
];

export function isLockedOut(): boolean {
  // The server renders only pages of visitors who are not locked out (catalogue snapshot pages).
  if (typeof document === 'undefined') return false;
  return document.head.querySelector(`meta[name="${SITE_LOCK_META_NAME}"]`) !== null;
}

/**
 * A full page load, so the server answers with whatever the lock now says: the locked page,
 * or (after the password, or once the store opened) the store itself.
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
