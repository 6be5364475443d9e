// The admins' WebSocket on a real listening server: who may open it, and that every admin
// connection gets each new order exactly once (spec admin §4 Push alerts, §7 Realtime).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  ADMIN_REALTIME_PATH,
  AdminRealtimeMessageSchema,
  type AdminRealtimeMessage,
} from '../../shared/notifications/new-order.schema';
import { placeOrder, stockStore } from '../test/place-order';
import { createTestApp, type Listener, type TestApp } from '../test/test-app';
import { ADMIN_ROOM } from './realtime.admin-routes';

// Short enough for the dead-peer test to end quickly, long enough that the embedded database
// (which runs on this same event loop) never holds a pong back for a whole beat.
const HEARTBEAT_MS = 2_000;

let t: TestApp;
let server: Listener;
let owner: string;
let shopper: string;
let tee: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ heartbeatMs: HEARTBEAT_MS });
  server = await t.listen();
  owner = await t.signUpOwner();
  shopper = await t.signUp('shopper@example.com');
  tee = await stockStore(t);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await expect.poll(() => t.socketCount(ADMIN_ROOM)).toBe(0);
});
afterAll(() => t.close());

interface Opened {
  socket: WebSocket;
  messages: AdminRealtimeMessage[];
  /** Resolves once a message passes `test`. */
  until(test: (message: AdminRealtimeMessage) => boolean): Promise<void>;
}

function headers(cookie?: string, origin = t.config.publicUrl): Record<string, string> {
  return { origin, ...(cookie ? { cookie } : {}) };
}

/** Opens the admin feed; rejects with the HTTP status when the upgrade is refused. */
function connect(requestHeaders: Record<string, string>, autoPong = true): Promise<Opened> {
  const socket = new WebSocket(`${server.wsUrl}${ADMIN_REALTIME_PATH}`, {
    headers: requestHeaders,
    autoPong,
  });
  sockets.push(socket);
  const messages: AdminRealtimeMessage[] = [];
  const waiters: { test: (message: AdminRealtimeMessage) => boolean; resolve: () => void }[] = [];
  socket.on('message', (data) => {
    const message = AdminRealtimeMessageSchema.parse(JSON.parse(String(data)));
    messages.push(message);
    for (const waiter of waiters) if (waiter.test(message)) waiter.resolve();
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        until: (test) =>
          messages.some(test)
            ? Promise.resolve()
            : new Promise((done) => waiters.push({ test, resolve: done })),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

describe('the admins’ realtime feed', () => {
  it('refuses anonymous visitors with 401', async () => {
    await expect(connect(headers())).rejects.toThrow('refused: 401');
  });

  it('refuses signed-in shoppers with 403', async () => {
    await expect(connect(headers(shopper))).rejects.toThrow('refused: 403');
  });

  it('refuses a page on another site, even with the owner’s cookie', async () => {
    await expect(connect(headers(owner, 'https://elsewhere.example'))).rejects.toThrow(
      'refused: 403',
    );
  });

  it('answers a plain request to its address with 426', async () => {
    const response = await t.request('GET', ADMIN_REALTIME_PATH, { cookie: owner });
    expect(response.status).toBe(426);
  });

  it('delivers each new order once to every admin connection', async () => {
    const first = await connect(headers(owner));
    const second = await connect(headers(owner));
    await expect.poll(() => t.socketCount(ADMIN_ROOM)).toBe(2);

    const ruth = await placeOrder(t, tee, 'Ruth Shopper');
    const naomi = await placeOrder(t, tee, 'Naomi Buyer', 2);
    const isNaomi = (message: AdminRealtimeMessage) =>
      message.type === 'new-orders' && message.payload.id === naomi.orderId;
    await Promise.all([first.until(isNaomi), second.until(isNaomi)]);

    for (const connection of [first, second]) {
      // Besides the live visitors, which every admin connection also hears.
      const orders = connection.messages.filter((message) => message.type === 'new-orders');
      expect(orders).toEqual([
        {
          type: 'new-orders',
          payload: {
            id: ruth.orderId,
            orderNumber: ruth.orderNumber,
            customerName: 'Ruth Shopper',
            totalCents: ruth.totalCents,
            createdAt: expect.any(String),
          },
        },
        {
          type: 'new-orders',
          payload: {
            id: naomi.orderId,
            orderNumber: naomi.orderNumber,
            customerName: 'Naomi Buyer',
            totalCents: naomi.totalCents,
            createdAt: expect.any(String),
          },
        },
      ]);
    }
  });

  it('drops a connection that stops answering heartbeats', async () => {
    const silent = await connect(headers(owner), false);
    const closed = new Promise<number>((resolve) => silent.socket.once('close', resolve));
    // 1006: cut without a closing handshake, as a vanished peer would be.
    expect(await closed).toBe(1006);
    await expect.poll(() => t.socketCount(ADMIN_ROOM)).toBe(0);
  });
});
