// The storefront's presence channel on a real listening server (spec storefront §7 Realtime,
// admin §2 Live Visitors): who is counted, how they drop out, and what the owner's screen hears.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  ADMIN_REALTIME_PATH,
  AdminRealtimeMessageSchema,
  type AdminRealtimeMessage,
} from '../../shared/notifications/new-order.schema';
import { PRESENCE_PATH, type LiveVisitors } from '../../shared/realtime/presence.schema';
import { createTestApp, type Listener, type TestApp } from '../test/test-app';
import { MAX_SOCKETS_PER_CLIENT, VISITOR_ROOM } from './presence.routes';
import { ADMIN_ROOM } from './realtime.admin-routes';

// Short enough for the dead-peer test to end quickly, long enough that the embedded database
// (which runs on this same event loop) never holds a pong back for a whole beat.
const HEARTBEAT_MS = 2_000;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestApp;
let server: Listener;
let owner: string;
let shopper: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ heartbeatMs: HEARTBEAT_MS });
  server = await t.listen();
  owner = await t.signUpOwner();
  shopper = await t.signUp('shopper@example.com');
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await expect.poll(() => t.socketCount(VISITOR_ROOM) + t.socketCount(ADMIN_ROOM)).toBe(0);
  await expect.poll(liveVisitors).toEqual([]);
});
afterAll(() => t.close());

function open(
  path: string,
  headers: Record<string, string>,
  autoPong = true,
  onMessage?: (data: unknown) => void,
) {
  const socket = new WebSocket(`${server.wsUrl}${path}`, { headers, autoPong });
  sockets.push(socket);
  // Before the handshake ends: the first message may come in the same packet as its answer.
  if (onMessage) socket.on('message', onMessage);
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** A storefront tab: connects and tracks its page, as the browser's presence client does. */
async function visit(
  options: { cookie?: string; userAgent?: string; path?: string; autoPong?: boolean } = {},
) {
  const socket = await open(
    PRESENCE_PATH,
    {
      origin: t.config.publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    options.autoPong ?? true,
  );
  socket.send(
    JSON.stringify({
      type: 'track',
      online_at: new Date().toISOString(),
      user_agent: options.userAgent ?? DESKTOP_UA,
      path: options.path ?? '/',
    }),
  );
  return socket;
}

/** The owner's admin feed, keeping every live-visitors message it hears. */
async function adminFeed() {
  const heard: LiveVisitors[] = [];
  const socket = await open(
    ADMIN_REALTIME_PATH,
    { origin: t.config.publicUrl, cookie: owner },
    true,
    (data) => {
      const message: AdminRealtimeMessage = AdminRealtimeMessageSchema.parse(
        JSON.parse(String(data)),
      );
      if (message.type === 'presence') heard.push(message.payload);
    },
  );
  return { socket, latest: () => heard.at(-1)?.visitors ?? null };
}

async function liveVisitors() {
  const response = await t.request('GET', '/api/admin/live-visitors', { cookie: owner });
  expect(response.status).toBe(200);
  return ((await response.json()) as LiveVisitors).visitors;
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('live visitors', () => {
  it('counts two storefront tabs and not the admin’s own tab, and tells the admin', async () => {
    const feed = await adminFeed();
    await expect.poll(feed.latest).toEqual([]);

    await visit({ userAgent: DESKTOP_UA, path: '/products' });
    await visit({ cookie: shopper, userAgent: PHONE_UA, path: '/cart' });
    await visit({ cookie: owner, path: '/about' });
    await expect.poll(() => t.socketCount(VISITOR_ROOM)).toBe(3);

    const expected = [
      {
        id: expect.any(String),
        onlineAt: expect.any(String),
        device: 'Desktop',
        path: '/products',
      },
      { id: expect.any(String), onlineAt: expect.any(String), device: 'Mobile', path: '/cart' },
    ];
    await expect.poll(feed.latest).toEqual(expect.arrayContaining(expected));
    expect(feed.latest()).toHaveLength(2);
    const response = await t.request('GET', '/api/admin/live-visitors', { cookie: owner });
    expect(((await response.json()) as LiveVisitors).count).toBe(2);
    const listed = await liveVisitors();
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(expect.arrayContaining(expected));
  });

  it('follows a tab to its next page', async () => {
    const tab = await visit({ path: '/' });
    await expect.poll(async () => (await liveVisitors()).map((v) => v.path)).toEqual(['/']);
    tab.send(
      JSON.stringify({
        type: 'track',
        online_at: new Date().toISOString(),
        user_agent: DESKTOP_UA,
        path: '/product/light-tee',
      }),
    );
    await expect
      .poll(async () => (await liveVisitors()).map((v) => v.path))
      .toEqual(['/product/light-tee']);
  });

  it('drops a tab that closes, and the admin hears it', async () => {
    const feed = await adminFeed();
    const leaving = await visit({ path: '/cart' });
    await visit({ path: '/' });
    await expect.poll(() => feed.latest()?.length).toBe(2);

    leaving.close();
    await expect.poll(() => feed.latest()?.map((v) => v.path)).toEqual(['/']);
    expect((await liveVisitors()).map((v) => v.path)).toEqual(['/']);
  });

  it('drops a tab that stops answering heartbeats', async () => {
    const silent = await visit({ path: '/', autoPong: false });
    await expect.poll(async () => (await liveVisitors()).length).toBe(1);
    // 1006: cut without a closing handshake, as a vanished tab would be.
    expect(await closed(silent)).toBe(1006);
    await expect.poll(async () => (await liveVisitors()).length).toBe(0);
  });

  it('answers a tab’s ping, so the tab knows its connection is alive', async () => {
    const tab = await visit();
    const answer = new Promise<string>((resolve) =>
      tab.once('message', (data) => resolve(String(data))),
    );
    tab.send(JSON.stringify({ type: 'ping' }));
    expect(JSON.parse(await answer)).toEqual({ type: 'pong' });
  });

  it('refuses a page on another site', async () => {
    await expect(open(PRESENCE_PATH, { origin: 'https://elsewhere.example' })).rejects.toThrow(
      'refused: 403',
    );
  });

  it('answers a plain request to its address with 426', async () => {
    expect((await t.request('GET', PRESENCE_PATH)).status).toBe(426);
  });

  it('closes a socket that sends something else than presence messages', async () => {
    const tab = await visit();
    const code = closed(tab);
    tab.send('not json');
    expect(await code).toBe(1008);
  });

  it('closes a socket that sends an oversized message', async () => {
    const tab = await visit();
    const code = closed(tab);
    tab.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(10_000) }));
    expect(await code).toBe(1009);
  });

  it('closes a socket that sends too many messages', async () => {
    const tab = await visit();
    const code = closed(tab);
    for (let i = 0; i < 40; i++) tab.send(JSON.stringify({ type: 'ping' }));
    expect(await code).toBe(1008);
  });

  it('caps the open sockets of one client address', async () => {
    const headers = { origin: t.config.publicUrl };
    await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_CLIENT }, () => open(PRESENCE_PATH, headers)),
    );
    await expect(open(PRESENCE_PATH, headers)).rejects.toThrow('refused: 429');
    sockets.pop();
    sockets[0]?.close();
    await expect.poll(() => t.socketCount(VISITOR_ROOM)).toBe(MAX_SOCKETS_PER_CLIENT - 1);
    await open(PRESENCE_PATH, headers);
  });
});
