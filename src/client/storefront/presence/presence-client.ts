// This tab on the storefront's presence channel (spec storefront §7 Realtime: channel
// "visitors", tracking {online_at, user_agent}), plus the page it shows, for the owner's Live
// Visitors screen. Loaded after the first paint (use-presence.ts), so it costs the first
// visit nothing. Plain JSON, no zod: the server checks what it receives.
import {
  PRESENCE_PATH,
  PRESENCE_PING_MS,
  PRESENCE_PONG_TIMEOUT_MS,
} from '../../../shared/realtime/presence-protocol';
import { closeSocket, parseJson, reconnectDelayMs, sameOriginSocketUrl } from '../../lib/reconnect';

export interface PresenceConnection {
  /** The tab moved to another page. */
  setPath(path: string): void;
  /**
   * Connects again, e.g. after signing in or out: the server decides at connecting whether
   * this tab counts (an admin's does not).
   */
  rejoin(): void;
  /** Leaves the channel for good (the storefront unmounted). */
  leave(): void;
}

/**
 * Joins the channel and stays in it: reconnects with a growing pause after a drop, pings the
 * server now and then and reconnects when no answer comes (a connection that died quietly),
 * and leaves at once when the page is hidden for good or put into the back-forward cache.
 */
export function joinPresence(initialPath: string): PresenceConnection {
  // Kept across reconnects: the visitor has been here since the tab joined.
  const onlineAt = new Date().toISOString();
  let path = initialPath;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let pongDue: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let paused = false;

  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const track = () =>
    send({ type: 'track', online_at: onlineAt, user_agent: navigator.userAgent, path });

  function stopTimers() {
    clearTimeout(retry);
    clearInterval(ping);
    clearTimeout(pongDue);
  }

  function open() {
    stopTimers();
    const current = new WebSocket(sameOriginSocketUrl(window.location, PRESENCE_PATH));
    socket = current;
    current.addEventListener('open', () => {
      if (socket !== current) return;
      attempt = 0;
      track();
      ping = setInterval(() => {
        send({ type: 'ping' });
        clearTimeout(pongDue);
        pongDue = setTimeout(() => current.close(), PRESENCE_PONG_TIMEOUT_MS);
      }, PRESENCE_PING_MS);
    });
    current.addEventListener('message', (event) => {
      const message = parseJson(event.data) as { type?: unknown } | null;
      if (message?.type === 'pong') clearTimeout(pongDue);
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      stopTimers();
      if (stopped || paused) return;
      retry = setTimeout(open, reconnectDelayMs(attempt++));
    });
  }

  const onOnline = () => {
    if (!paused && socket?.readyState === WebSocket.CLOSED) {
      attempt = 0;
      open();
    }
  };
  // Leaving the page (closing the tab, or into the back-forward cache): say goodbye now rather
  // than let the server find out from missed heartbeats; coming back joins again.
  const onPageHide = () => {
    paused = true;
    stopTimers();
    closeSocket(socket);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || stopped) return;
    paused = false;
    attempt = 0;
    open();
  };

  open();
  window.addEventListener('online', onOnline);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);

  return {
    setPath(next) {
      if (next === path) return;
      path = next;
      track();
    },
    rejoin() {
      if (stopped || paused) return;
      const previous = socket;
      socket = null;
      closeSocket(previous);
      attempt = 0;
      open();
    },
    leave() {
      stopped = true;
      stopTimers();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      closeSocket(socket);
    },
  };
}
