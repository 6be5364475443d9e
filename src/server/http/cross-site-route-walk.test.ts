// Every state-changing route refuses another site's request made with the owner's cookie, and
// none of them writes a row or a file. The list is read from the app itself (and better-auth's
// own endpoints behind its one route), so a new write route is walked without being named here.
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { CROSS_SITE_WRITE_REFUSED } from './cross-site-writes';

/** The deliberate exception (app.ts): a mail provider's one-click unsubscribe, token-proven. */
const ONE_CLICK_UNSUBSCRIBE = 'POST /api/newsletter/unsubscribe';

let t: TestApp;
let owner: string;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
  // A real order for the routes that take an id: the walk is not stopped at a 404.
  orderId = (await insertOrder(t.db)).id;
});
afterAll(() => t.close());

/** better-auth's endpoints that change something, as mounted under /api/auth. */
function betterAuthWrites(): string[] {
  return Object.values(t.auth.api).flatMap((endpoint) => {
    const { path: route, options } = endpoint as { path?: string; options?: { method?: unknown } };
    const methods = [options?.method].flat();
    return typeof route === 'string' && route.startsWith('/') && !route.includes(':')
      ? methods
          .filter((method): method is string => typeof method === 'string' && method !== 'GET')
          .map((method) => `${method} /api/auth${route}`)
      : [];
  });
}

/** Every write route of the app, once, with its parameters filled in. */
function writeRoutes(): string[] {
  const keys = t.app.routes
    .filter((route) => !['GET', 'ALL'].includes(route.method))
    .flatMap((route) =>
      route.path === '/api/auth/*'
        ? betterAuthWrites().filter((key) => key.startsWith(`${route.method} `))
        : [`${route.method} ${route.path.replace(/:(\w+)/g, orderId)}`],
    );
  return [...new Set(keys)];
}

/** Both drivers answer `{ rows }`; the shared Db type leaves the result untyped. */
async function query<Row>(statement: SQL): Promise<Row[]> {
  return ((await t.db.execute(statement)) as { rows: Row[] }).rows;
}

/** Rows in every table of the store. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    counts[table] = row!.count;
  }
  return counts;
}

function storedFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'uploads');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];
}

const foreign = {
  'a foreign Origin': { origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site and no Origin': { 'sec-fetch-site': 'cross-site' },
};

describe('state-changing routes', () => {
  it('exist (the walk below is not empty) and include the owner’s writes and better-auth’s', () => {
    expect(writeRoutes()).toEqual(
      expect.arrayContaining([
        `POST /api/admin/orders/${orderId}/mark-paid`,
        'POST /api/admin/uploads/images',
        'POST /api/admin/hero/video',
        'PUT /api/admin/settings',
        'POST /api/orders',
        'POST /api/auth/sign-out',
        'POST /api/auth/change-password',
        ONE_CLICK_UNSUBSCRIBE,
      ]),
    );
  });

  for (const [label, headers] of Object.entries(foreign)) {
    it(`refuse ${label} with the owner’s cookie, and write nothing`, async () => {
      const rowsBefore = await rowCounts();
      expect(Object.keys(rowsBefore)).toEqual(expect.arrayContaining(['orders', 'session']));
      for (const key of writeRoutes()) {
        const [method, url] = key.split(' ') as [string, string];
        const response = await t.app.request(url, {
          method,
          headers: { cookie: owner, 'content-type': 'application/json', ...headers },
          body: '{}',
        });
        if (key === ONE_CLICK_UNSUBSCRIBE) {
          // Open to any sender; without the signed token it changes nothing.
          expect(response.status, key).toBe(400);
          continue;
        }
        expect(response.status, key).toBe(403);
        expect(await response.json(), key).toEqual({
          error: { code: 'cross_site_request', message: CROSS_SITE_WRITE_REFUSED },
        });
      }
      expect(await rowCounts()).toEqual(rowsBefore);
      expect(storedFiles()).toEqual([]);
      // The owner is still signed in: sign-out and the rest never ran.
      const me = await t.request('GET', '/api/admin/dashboard', { cookie: owner });
      expect(me.status).toBe(200);
    });
  }
});
