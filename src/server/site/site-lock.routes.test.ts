// The owner's Site Lock settings, the bypass password, the two lock modes, the unlock time,
// the HTML a locked store sends, and the shell command that opens it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { createPgliteClient, openPglite } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { RATE_LIMITS } from '../http/rate-limits';
import { products } from '../db/schema/products';
import { siteSettings } from '../db/schema/settings';
import { createTestApp, sessionCookie, type TestApp } from '../test/test-app';
import { getSiteLock } from './site-lock.service';
import { runSiteUnlock, UNLOCKED_MESSAGE } from './site-unlock';

const START = new Date('2026-11-22T12:00:00Z');
let now = START;
let t: TestApp;
let owner: string;
let clientDir: string;
let productId: string;

const settings = (overrides: Record<string, unknown> = {}) => ({
  isLocked: true,
  message: 'Be Back Soon',
  mode: 'maintenance',
  unlockAt: null,
  ...overrides,
});

async function save(overrides: Record<string, unknown> = {}) {
  return t.request('PUT', '/api/admin/site-lock', { cookie: owner, body: settings(overrides) });
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>CTK</title>\n<meta name="description" content="default" />\n</head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDir, clock: () => now });
  owner = await t.signUpOwner();
  const [product] = await t.db
    .insert(products)
    .values({ name: 'Secret Drop Hoodie', description: 'Not yet.', priceCents: 6500 })
    .returning();
  productId = product!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the Site Lock settings', () => {
  it('start unlocked with the default message and no password', async () => {
    const response = await t.request('GET', '/api/admin/site-lock', { cookie: owner });
    expect(await response.json()).toEqual({
      isLocked: false,
      isLockedNow: false,
      message: 'Be Back Soon',
      hasPassword: false,
      mode: 'maintenance',
      unlockAt: null,
    });
  });

  it('require a message', async () => {
    const response = await save({ message: '   ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Please enter a message' } });
  });

  it('keep the password only as a salted scrypt hash, and never hand it out', async () => {
    const response = await save({ isLocked: false, password: 'hunter2 hunter2' });
    expect(response.status).toBe(200);
    const body = await response.text();
    const stored = (await getSiteLock(t.db)).bypassPasswordHash!;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain(createHash('sha256').update('hunter2 hunter2').digest('hex'));
    expect(body).not.toContain(stored.split('$').at(-1));
    expect(JSON.parse(body)).toMatchObject({ hasPassword: true });
    const [row] = await t.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'site_lock'));
    expect(JSON.stringify(row!.settingValue)).not.toContain('hunter2');

    // The same password again hashes differently (its own salt); a blank one keeps the hash.
    await save({ isLocked: false, password: 'hunter2 hunter2' });
    const again = (await getSiteLock(t.db)).bypassPasswordHash;
    expect(again).not.toBe(stored);
    await save({ isLocked: false, password: '' });
    expect((await getSiteLock(t.db)).bypassPasswordHash).toBe(again);
  });
});

describe('the bypass password', () => {
  it('is required, checked, and sets a signed HttpOnly cookie when right', async () => {
    await save({ password: 'let me in' });
    const empty = await t.request('POST', '/api/site-lock/password', { body: { password: '' } });
    expect(await empty.json()).toMatchObject({ error: { message: 'Please enter a password' } });
    const wrong = await t.request('POST', '/api/site-lock/password', {
      body: { password: 'let me out' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { message: 'Invalid password' } });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await t.request('POST', '/api/site-lock/password', {
      body: { password: 'let me in' },
    });
    expect(right.status).toBe(200);
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^ctk_site_access=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    const status = await t.request('GET', '/api/site-lock', { cookie: sessionCookie(right) });
    expect(await status.json()).toMatchObject({ isLocked: true, hasAccess: true });
  });

  it('is rate-limited per client: a flood from one never locks out another', async () => {
    await save({ password: 'let me in' });
    const attempt = (from: string, password = 'guess') =>
      t.request('POST', '/api/site-lock/password', { from, body: { password } });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('203.0.113.9')).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await attempt('203.0.113.9', 'let me in')).status).toBe(429);
    expect((await attempt('198.51.100.7', 'let me in')).status).toBe(200);
  });

  // 2 x 11 slow password checks (32 MiB scrypt each) on a loaded machine.
  it(
    'counts only wrong passwords: a group on one address may each enter the right one',
    { timeout: 120_000 },
    async () => {
      await save({ password: 'launch party' });
      const attempt = (password: string) =>
        t.request('POST', '/api/site-lock/password', { from: '192.0.2.50', body: { password } });
      const allowance = RATE_LIMITS.sitePasswordPerClient.limit;
      for (let i = 0; i <= allowance; i++) expect((await attempt('launch party')).status).toBe(200);
      for (let i = 0; i < allowance; i++) expect((await attempt('launch')).status).toBe(401);
      expect((await attempt('launch party')).status).toBe(429);
    },
  );
});

describe('maintenance mode', () => {
  it('answers 503 with Retry-After up to the unlock time', async () => {
    await save({ mode: 'maintenance', unlockAt: '2026-11-22T14:30:00Z' });
    const api = await t.request('GET', '/api/products');
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe(String(2.5 * 3600));
    const page = await t.request('GET', '/products');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(2.5 * 3600));
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });

  it('sends the locked page itself, without the product in it', async () => {
    await save({ mode: 'maintenance' });
    const response = await t.request('GET', `/product/${productId}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Be Back Soon | CTK</title>');
    expect(html).toContain('<meta name="ctk-site-lock" content="locked" />');
    expect(html).not.toContain('Secret Drop Hoodie');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain(productId);
    expect(html).not.toContain('og:image');
  });
});

describe('pre-launch mode', () => {
  it('sends pages to /site-locked, which answers 200 with noindex', async () => {
    await save({ mode: 'pre-launch' });
    const page = await t.request('GET', `/product/${productId}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/site-locked');
    const locked = await t.request('GET', '/site-locked');
    expect(locked.status).toBe(200);
    expect(locked.headers.get('x-robots-tag')).toBe('noindex');
    const html = await locked.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('Secret Drop Hoodie');
    const api = await t.request('GET', '/api/products');
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: 'site_locked' } });
  });

  it('keeps /track-order open, marked for the client router', async () => {
    await save({ mode: 'pre-launch' });
    const page = await t.request('GET', '/track-order');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).toContain('<meta name="ctk-site-lock" content="locked" />');
    const owners = await t.request('GET', '/track-order', { cookie: owner });
    expect(await owners.text()).not.toContain('ctk-site-lock');
  });
});

describe('the unlock time', () => {
  it('opens the store when it passes, without anyone saving', async () => {
    await save({ unlockAt: '2026-11-22T13:00:00Z' });
    expect((await t.request('GET', '/api/products')).status).toBe(503);
    const dashboard = async () =>
      (await (await t.request('GET', '/api/admin/dashboard', { cookie: owner })).json()) as {
        siteLock: { isLocked: boolean };
      };
    expect((await dashboard()).siteLock.isLocked).toBe(true);
    now = new Date('2026-11-22T13:00:01Z');
    try {
      expect((await t.request('GET', '/api/products')).status).toBe(200);
      expect((await dashboard()).siteLock.isLocked).toBe(false);
      expect(await (await t.request('GET', '/api/site-lock')).json()).toMatchObject({
        isLocked: false,
        hasAccess: true,
      });
      const lockedPage = await t.request('GET', '/site-locked');
      expect(lockedPage.status).toBe(302);
      expect(lockedPage.headers.get('location')).toBe('/');
    } finally {
      now = START;
    }
  });
});

describe('npm run site:unlock', () => {
  it('opens a locked store in its database, and says to stop a running store first', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-unlock-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      fs.writeFileSync(path.join(dataDir, 'store.lock'), String(process.ppid));
      const refused = runSiteUnlock(config);
      await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(refused).rejects.toThrow(/only while the store is stopped/);
      fs.rmSync(path.join(dataDir, 'store.lock'));

      // The command's database is the one a stopped store would open: lock it there first
      // (made from the tests' migrated database, which is quicker than initdb).
      const dumpPath = inject('pgliteDumpPath');
      const dump = dumpPath ? new Blob([fs.readFileSync(dumpPath)]) : undefined;
      const database = openPglite(await createPgliteClient(path.join(dataDir, 'db'), dump));
      if (!dump) await database.migrate();
      await database.db.insert(siteSettings).values({
        settingKey: 'site_lock',
        settingValue: settings({ bypassPasswordHash: null }),
      });
      await database.close();

      expect(await runSiteUnlock(config)).toBe(UNLOCKED_MESSAGE);
      const reopened = openPglite(await createPgliteClient(path.join(dataDir, 'db')));
      try {
        expect(await getSiteLock(reopened.db)).toMatchObject({
          isLocked: false,
          message: 'Be Back Soon',
        });
      } finally {
        await reopened.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
