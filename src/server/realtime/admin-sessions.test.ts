// An admin's WebSocket closes when the session it was opened with ends, and hears no new order
// after that (admin-sessions.ts): at once on a sign-out or a password reset, here or on another
// copy; within a check or two when the session expires or the user loses the admin role.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { session } from '../db/schema/auth';
import { userRoles } from '../db/schema/user-roles';
import { passwordResetSubject } from '../mail/password-reset';
import { busChannels, createMemoryBus } from '../platform/bus';
import { placeOrder, stockStore } from '../test/place-order';
import { openAdminFeed, type AdminFeed } from '../test/sockets';
import {
  createTestApp,
  sessionCookie,
  TEST_PASSWORD,
  type Listener,
  type TestApp,
} from '../test/test-app';
import { DEFAULT_STORE_NAME as STORE_NAME } from '../../shared/site/store-profile';
import { SESSION_ENDED_CLOSE_CODE } from './admin-sessions';
import { ADMIN_ROOM } from './realtime.admin-routes';

interface Feed extends AdminFeed {
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
}
const feeds: Feed[] = [];
let clients = 0;

/** A member of staff: an account given the admin role, as the owner's team screen will. */
async function staffAdmin(t: TestApp, email: string): Promise<{ userId: string; cookie: string }> {
  const cookie = await t.signUp(email);
  const userId = (await sessionOf(t, cookie)).userId;
  await t.db.insert(userRoles).values({ userId, role: 'admin' });
  return { userId, cookie };
}

/** Another session of the account, from another browser (and client address). */
async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await t.request('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    from: `198.51.100.${++clients}`,
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

async function sessionOf(t: TestApp, cookie: string): Promise<{ id: string; userId: string }> {
  const response = await t.request('GET', '/api/auth/get-session', { cookie });
  return ((await response.json()) as { session: { id: string; userId: string } }).session;
}

async function feed(t: TestApp, server: Listener, cookie: string): Promise<Feed> {
  const opened = await openAdminFeed(t, server, cookie);
  const closed = new Promise<number>((resolve) => opened.socket.once('close', resolve));
  const withClose = { ...opened, closed };
  feeds.push(withClose);
  return withClose;
}

/** The close code of the socket, once closed (a bounded wait: a socket left open fails). */
async function closeCode(opened: Feed): Promise<number> {
  await expect.poll(() => opened.socket.readyState, { timeout: 10_000 }).toBe(WebSocket.CLOSED);
  return opened.closed;
}

afterEach(() => {
  for (const opened of feeds.splice(0)) opened.socket.terminate();
});

describe('when a session is ended on purpose', () => {
  // No periodic check runs during these tests: what closes the socket is the sign-out itself.
  const bus = createMemoryBus(busChannels, { onHandlerError: () => {} });
  let t: TestApp;
  let server: Listener;
  let tee: string;
  let watcher: Feed;
  beforeAll(async () => {
    t = await createTestApp({ bus, sessionCheckMs: 60 * 60_000 });
    server = await t.listen();
    tee = await stockStore(t);
  });
  afterAll(() => t.close());

  /** An order placed now, once a signed-in admin's socket heard it. */
  async function orderHeard() {
    const order = await placeOrder(t, tee, 'Lydia Shopper');
    await expect.poll(() => watcher.newOrders()).toContain(order.orderNumber);
    return order.orderNumber;
  }

  it('closes the socket at sign-out; an order placed right after is not sent to it', async () => {
    const { cookie } = await staffAdmin(t, 'phoebe@example.com');
    watcher = await feed(t, server, await signIn(t, 'phoebe@example.com'));
    const signedOut = await feed(t, server, cookie);

    const response = await t.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(response.status).toBe(200);
    const after = await orderHeard();

    expect(await closeCode(signedOut)).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(signedOut.newOrders()).not.toContain(after);
    expect(watcher.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket of the account when a password reset ends its sessions', async () => {
    const email = 'tabitha@example.com';
    const { cookie } = await staffAdmin(t, email);
    const sockets = [await feed(t, server, cookie), await feed(t, server, await signIn(t, email))];

    await t.request('POST', '/api/auth/request-password-reset', { body: { email } });
    await t.runJobs();
    const mail = (await t.sentMail()).find(
      (message) => message.to === email && message.subject === passwordResetSubject(STORE_NAME),
    );
    const token = /\/api\/auth\/reset-password\/([^?\s"<>]+)/.exec(mail!.text)![1]!;
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a-new-password' },
    });
    expect(reset.status).toBe(200);

    for (const opened of sockets) expect(await closeCode(opened)).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('closes the socket when another copy of the store announces its session ended', async () => {
    const { cookie } = await staffAdmin(t, 'dorcas@example.com');
    const opened = await feed(t, server, cookie);
    await bus.publish('session-ended', { sessionId: (await sessionOf(t, cookie)).id });
    expect(await closeCode(opened)).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

describe('when nobody announces the end', () => {
  let t: TestApp;
  let server: Listener;
  let tee: string;
  beforeAll(async () => {
    t = await createTestApp({ sessionCheckMs: 200 });
    server = await t.listen();
    tee = await stockStore(t);
  });
  afterAll(() => t.close());

  it('closes the socket of an expired session, and keeps the others', async () => {
    const { cookie } = await staffAdmin(t, 'junia@example.com');
    const live = await feed(t, server, await signIn(t, 'junia@example.com'));
    const expiring = await feed(t, server, cookie);

    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.id, (await sessionOf(t, cookie)).id));
    expect(await closeCode(expiring)).toBe(SESSION_ENDED_CLOSE_CODE);

    const order = await placeOrder(t, tee, 'Chloe Shopper');
    await expect.poll(() => live.newOrders()).toContain(order.orderNumber);
    expect(expiring.newOrders()).not.toContain(order.orderNumber);
  });

  it('closes the sockets of a user who lost the admin role', async () => {
    const { userId, cookie } = await staffAdmin(t, 'rhoda@example.com');
    const opened = await feed(t, server, cookie);
    await t.db.delete(userRoles).where(eq(userRoles.userId, userId));
    expect(await closeCode(opened)).toBe(SESSION_ENDED_CLOSE_CODE);
    await expect.poll(() => t.socketCount(ADMIN_ROOM)).toBe(0);
  });
});
