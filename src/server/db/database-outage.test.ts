// PostgreSQL unreachable under a running store (issue 24; docs/decisions/042): the health check
// says so at once, every request that needs the database answers 503 with Retry-After (never
// 500), the catalogue and its pages keep answering from memory under the lock state last read,
// and everything comes back by itself when the database does. On PostgreSQL only
// (TEST_DATABASE_URL): PGlite runs inside the process, where it cannot become unreachable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../http/errors';
import { databaseOutage, postgresAdminUrl, type DatabaseOutage } from '../test/database-outage';
import { guestOrder, placeOrder, stockStore } from '../test/place-order';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '../test/test-app';

interface LogLine {
  level: number;
  msg: string;
}
const WARN = 40;
const SHOPPER = 'shopper@example.com';

describe.skipIf(!postgresAdminUrl)('while PostgreSQL cannot be reached', () => {
  let t: TestApp;
  let outage: DatabaseOutage;
  let clientDir: string;
  let tee: string;
  let owner: string;
  let shopper: string;
  const log: LogLine[] = [];

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>CTK</title>\n</head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      clientDir,
      serverRendered: true,
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void log.push(JSON.parse(line) as LogLine) },
    });
    tee = await stockStore(t);
    await t.catalogChanged();
    owner = await t.signUpOwner();
    shopper = await t.signUp(SHOPPER);
    outage = await databaseOutage(t.db);
  });
  afterAll(async () => {
    await outage?.close();
    await t?.close();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  /** Closes the database; the next request reads the lock again instead of a cached read. */
  async function block() {
    await outage.block();
    t.fastPath.siteLock.invalidate();
  }

  const order = (name: string) => guestOrder(tee, { name });
  const signIn = () =>
    t.request('POST', '/api/auth/sign-in/email', {
      body: { email: SHOPPER, password: TEST_PASSWORD },
    });

  async function expectUnavailable(response: Response, label: string) {
    expect(response.status, label).toBe(503);
    expect(response.headers.get('retry-after'), label).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await response.json(), label).toEqual({
      error: { code: 'unavailable', message: DATABASE_UNAVAILABLE },
    });
  }

  async function health() {
    const response = await t.request('GET', '/api/health');
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  it('says the database is down, refuses writes with 503 and Retry-After, and serves the catalogue', async () => {
    // Read while the database is up: the snapshot is made, the lock state known.
    expect((await t.request('GET', '/api/products')).status).toBe(200);
    await block();

    expect(await health()).toMatchObject({
      status: 503,
      body: { status: 'error', database: 'down' },
    });
    await expectUnavailable(
      await t.request('POST', '/api/orders', { body: order('During Outage') }),
      'an order',
    );
    await expectUnavailable(await signIn(), 'a sign-in');

    // The catalogue from memory, for visitors and for a signed-in shopper alike.
    for (const cookie of [undefined, shopper]) {
      const list = await t.request('GET', '/api/products', cookie ? { cookie } : {});
      expect(list.status).toBe(200);
      expect(JSON.stringify(await list.json())).toContain('Faith Tee');
      const product = await t.request('GET', `/api/products/${tee}`, cookie ? { cookie } : {});
      expect(product.status).toBe(200);
      const page = await t.request('GET', `/product/${tee}`, cookie ? { cookie } : {});
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Faith Tee');
    }
    // The server's fast path in front of Hono answers the same.
    const server = await t.listen();
    const fast = await fetch(`${server.url}/api/products/${tee}`);
    expect(fast.status).toBe(200);

    // What needs the database answers 503, signed in or not; a session is never taken for gone.
    await expectUnavailable(await t.request('GET', '/api/me', { cookie: shopper }), '/api/me');
    await expectUnavailable(
      await t.request('GET', '/api/auth/get-session', { cookie: shopper }),
      'the session',
    );
    await expectUnavailable(await t.request('GET', '/api/orders', { cookie: shopper }), 'orders');
    await expectUnavailable(
      await t.request('GET', '/api/admin/orders', { cookie: owner }),
      'the admin',
    );
    expect(log.filter((line) => line.level > WARN)).toEqual([]);
  });

  it('answers no request with a 500, whatever the route', async () => {
    const seen = new Set<string>();
    const routes = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => ({
        method: route.method,
        path: route.path
          .replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')
          .replace(/\*$/, 'anything'),
      }))
      .filter(
        ({ method, path: url }) => !seen.has(`${method} ${url}`) && seen.add(`${method} ${url}`),
      );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      for (const cookie of [undefined, owner]) {
        const response = await t.request(route.method, route.path, {
          ...(cookie ? { cookie } : {}),
          ...(route.method === 'GET' ? {} : { body: {} }),
        });
        expect(response.status, `${route.method} ${route.path}`).not.toBe(500);
      }
    }
    expect(log.filter((line) => line.level > WARN)).toEqual([]);
  });

  it('signs a browser out by clearing its cookie, the only thing it can do', async () => {
    const signedOut = await t.request('POST', '/api/auth/sign-out', {
      cookie: shopper,
      body: {},
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.getSetCookie().join('\n')).toMatch(
      /ctk\.session_token=;[^\n]*Max-Age=0/,
    );
  });

  it('comes back by itself when the database does', async () => {
    await outage.allow();
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    expect((await placeOrder(t, tee, 'After Outage')).orderNumber).toMatch(/^CTK-\d{5,}$/);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie: sessionCookie(signedIn) })).status).toBe(
      200,
    );
    expect(log.filter((line) => line.level > WARN)).toEqual([]);
  });

  it('keeps a locked store locked through an outage, and its bypass open', async () => {
    const locked = await t.request('PUT', '/api/admin/site-lock', {
      cookie: owner,
      body: {
        isLocked: true,
        message: 'Restocking',
        password: 'open sesame',
        mode: 'maintenance',
        unlockAt: null,
      },
    });
    expect(locked.status).toBe(200);
    const entered = await t.request('POST', '/api/site-lock/password', {
      body: { password: 'open sesame' },
    });
    const bypass = sessionCookie(entered);
    await block();

    for (const url of ['/api/products', `/api/products/${tee}`]) {
      const response = await t.request('GET', url);
      expect(response.status, url).toBe(503);
      expect(await response.json(), url).toEqual({
        error: { code: 'site_locked', message: 'Restocking' },
      });
      // Nobody can be told an admin without the database: the owner is locked out too.
      for (const cookie of [shopper, owner]) {
        const refused = await t.request('GET', url, { cookie });
        expect(refused.status, url).toBe(503);
        expect(await refused.json(), url).toMatchObject({ error: { code: 'site_locked' } });
      }
      expect((await t.request('GET', url, { cookie: bypass })).status, url).toBe(200);
    }
    const page = await t.request('GET', `/product/${tee}`);
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain('Faith Tee');

    await outage.allow();
    const opened = await t.request('PUT', '/api/admin/site-lock', {
      cookie: owner,
      body: { isLocked: false, message: 'Restocking', mode: 'maintenance', unlockAt: null },
    });
    expect(opened.status).toBe(200);
    expect((await t.request('GET', '/api/products')).status).toBe(200);
    expect(log.filter((line) => line.level > WARN)).toEqual([]);
  });
});
