// The pause before a WebSocket tries again (the admin feed, the storefront's presence): longer
// after each failure, and spread out, so every open tab does not knock on a server that is
// still starting in the same instant.

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * The pause before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s, ... at most 30 s,
 * each between half and all of that.
 * @example reconnectDelayMs(3, () => 1) // 8000
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** A WebSocket's address on this page's own origin: wss on https, ws on http. */
export function sameOriginSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  path: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}`;
}

/**
 * Closes a socket without the browser's console error for closing one that is still
 * connecting: such a socket is closed as soon as it opens.
 */
export function closeSocket(socket: WebSocket | null): void {
  if (socket?.readyState === WebSocket.CONNECTING) {
    socket.addEventListener('open', () => socket.close());
  } else {
    socket?.close();
  }
}

export function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
