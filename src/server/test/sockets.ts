// WebSockets as the browser opens them, for tests on a listening test app: the owner's admin
// feed (new orders, live visitors) and a storefront tab's presence socket.
import { WebSocket } from 'ws';
import {
  ADMIN_REALTIME_PATH,
  AdminRealtimeMessageSchema,
  type AdminRealtimeMessage,
} from '../../shared/notifications/new-order.schema';
import { PRESENCE_PATH } from '../../shared/realtime/presence.schema';
import type { Listener, TestApp } from './test-app';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

function open(url: string, headers: Record<string, string>, onMessage?: (data: string) => void) {
  const socket = new WebSocket(url, { headers });
  // Before the handshake ends: the first message may come in the same packet as its answer.
  if (onMessage) socket.on('message', (data) => onMessage(String(data)));
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

export interface AdminFeed {
  socket: WebSocket;
  /** Every message heard so far, oldest first. */
  messages: AdminRealtimeMessage[];
  /** Order numbers of the new-order toasts heard so far. */
  newOrders(): string[];
  /** How many live visitors the latest presence message counted (null before the first). */
  visitorCount(): number | null;
}

/** The owner's admin feed on `server`, signed in with `cookie`. */
export async function openAdminFeed(
  t: TestApp,
  server: Listener,
  cookie: string,
): Promise<AdminFeed> {
  const messages: AdminRealtimeMessage[] = [];
  const socket = await open(
    `${server.wsUrl}${ADMIN_REALTIME_PATH}`,
    { origin: t.config.publicUrl, cookie },
    (data) => messages.push(AdminRealtimeMessageSchema.parse(JSON.parse(data))),
  );
  return {
    socket,
    messages,
    newOrders: () =>
      messages.flatMap((message) =>
        message.type === 'new-orders' ? [message.payload.orderNumber] : [],
      ),
    visitorCount: () =>
      messages.findLast((message) => message.type === 'presence')?.payload.count ?? null,
  };
}

/** A storefront tab on `server`: connects and tracks its page, as the browser does. */
export async function openStorefrontTab(
  t: TestApp,
  server: Listener,
  path = '/',
): Promise<WebSocket> {
  const socket = await open(`${server.wsUrl}${PRESENCE_PATH}`, { origin: t.config.publicUrl });
  socket.send(
    JSON.stringify({
      type: 'track',
      online_at: new Date().toISOString(),
      user_agent: DESKTOP_UA,
      path,
    }),
  );
  return socket;
}
