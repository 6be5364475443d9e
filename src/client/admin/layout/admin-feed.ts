// The admins' realtime feed (spec admin §7 Realtime): one WebSocket per tab, shared by every
// screen that listens (new-order alerts, live visitors), opened again after every drop with a
// growing pause, so the feed comes back on its own after a restart or a lost network.
import {
  ADMIN_REALTIME_PATH,
  AdminRealtimeMessageSchema,
  type AdminRealtimeMessage,
} from '../../../shared/notifications/new-order.schema';
import { closeSocket, parseJson, reconnectDelayMs, sameOriginSocketUrl } from '../../lib/reconnect';

/** The feed's address on this page's own origin: wss on https, ws on http. */
export function adminFeedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return sameOriginSocketUrl(location, ADMIN_REALTIME_PATH);
}

/**
 * True the first time it sees an id, false ever after: one alert per order however often
 * it arrives (a reconnect, two server instances).
 */
export function firstSighting(): (id: string) => boolean {
  const seen = new Set<string>();
  return (id) => {
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  };
}

/** Keeps a feed socket open until the returned function is called. */
function connectAdminFeed(onMessage: (message: AdminRealtimeMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  function open() {
    clearTimeout(retry);
    socket = new WebSocket(adminFeedUrl(window.location));
    socket.addEventListener('open', () => {
      attempt = 0;
    });
    socket.addEventListener('message', (event) => {
      if (stopped) return;
      const parsed = AdminRealtimeMessageSchema.safeParse(parseJson(event.data));
      if (parsed.success) onMessage(parsed.data);
    });
    socket.addEventListener('close', () => {
      if (stopped) return;
      retry = setTimeout(open, reconnectDelayMs(attempt++));
    });
  }

  // Back online: try now rather than at the end of a long pause.
  const onOnline = () => {
    if (socket?.readyState === WebSocket.CLOSED) {
      attempt = 0;
      open();
    }
  };

  open();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
    closeSocket(socket);
  };
}

const listeners = new Set<(message: AdminRealtimeMessage) => void>();
let stopFeed: (() => void) | null = null;

/**
 * Hears every message of the admin feed until the returned function is called. The socket
 * opens with the first listener and closes after the last.
 */
export function listenToAdminFeed(listener: (message: AdminRealtimeMessage) => void): () => void {
  listeners.add(listener);
  stopFeed ??= connectAdminFeed((message) => {
    for (const each of [...listeners]) each(message);
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopFeed?.();
      stopFeed = null;
    }
  };
}
