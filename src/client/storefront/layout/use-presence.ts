import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../../lib/me';
import type { PresenceConnection } from '../presence/presence-client';

/** Runs `start` once the page has loaded and the browser is idle: after the first paint. */
function afterFirstPaint(start: () => void): () => void {
  // Safari has no requestIdleCallback.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const schedule = () => {
    idle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 3_000 })
      : window.setTimeout(start, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Counts this tab among the live visitors, with the page it shows (spec storefront §7
 * Realtime). The presence client is its own chunk, fetched after the first paint.
 */
export function usePresence(): void {
  const { pathname } = useLocation();
  const connection = useRef<PresenceConnection | null>(null);
  const currentPath = useRef(pathname);
  const userId = useMe().data?.user?.id ?? null;
  const joinedAs = useRef(userId);

  useEffect(() => {
    currentPath.current = pathname;
    connection.current?.setPath(pathname);
  }, [pathname]);

  useEffect(() => {
    if (joinedAs.current === userId) return;
    joinedAs.current = userId;
    connection.current?.rejoin();
  }, [userId]);

  useEffect(() => {
    let left = false;
    const cancel = afterFirstPaint(() => {
      import('../presence/presence-client')
        .then(({ joinPresence }) => {
          if (!left) connection.current = joinPresence(currentPath.current);
        })
        .catch((error: unknown) => console.warn('Live visitor count unavailable', error));
    });
    return () => {
      left = true;
      cancel();
      connection.current?.leave();
      connection.current = null;
    };
  }, []);
}
