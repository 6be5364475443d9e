// The admins' realtime feed (spec admin §7 Realtime): one WebSocket to the server, opened again
// after every drop with a growing pause, so the alerts come back on their own after a restart
// or a lost network, without every open tab knocking on a server that is still starting.
import {
  ADMIN_REALTIME_PATH,
  AdminRealtimeMessageSchema,
  type AdminRealtimeMessage,
} from '../../../shared/notifications/new-order.schema';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** The feed's address on this page's own origin: wss on https, ws on http. */
export function adminFeedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${ADMIN_REALTIME_PATH}`;
}

/**
 * The pause before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s, ... at most 30 s,
 * each between half and all of that, so tabs do not all come back in the same instant.
 * @example reconnectDelayMs(3, () => 1) // 8000
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
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

/** Keeps the feed open until the returned function is called. */
export function connectAdminFeed(onMessage: (message: AdminRealtimeMessage) => void): () => void {
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
      const parsed = AdminRealtimeMessageSchema.safeParse(safeJson(event.data));
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
    // Closing a socket still connecting makes the browser log an error; let it open first.
    const last = socket;
    if (last?.readyState === WebSocket.CONNECTING) {
      last.addEventListener('open', () => last.close());
    } else {
      last?.close();
    }
  };
}

function safeJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
