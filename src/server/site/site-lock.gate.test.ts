// With the store locked, every storefront route answers only admins and holders of a valid
// bypass cookie. The routes are read from the app itself, so a new route is walked too: it is
// locked unless site-lock.gate.ts lists it as open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { isOpenWhileLocked } from './site-lock.gate';

const BYPASS_PASSWORD = 'open sesame';
const MESSAGE = 'Restocking, back Monday';
const START = new Date('2026-11-22T12:00:00Z');
let now = START;
let t: TestApp;
let shopper: string;
let owner: string;
let bypass: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  shopper = await t.signUp('shopper@example.com');
  owner = await t.signUpOwner();
  const saved = await t.request('PUT', '/api/admin/site-lock', {
    cookie: owner,
    body: {
      isLocked: true,
      message: MESSAGE,
      password: BYPASS_PASSWORD,
      mode: 'maintenance',
      unlockAt: null,
    },
  });
  expect(saved.status).toBe(200);
  const entered = await t.request('POST', '/api/site-lock/password', {
    body: { password: BYPASS_PASSWORD },
  });
  expect(entered.status).toBe(200);
  bypass = sessionCookie(entered);
});
afterAll(() => t.close());

const ID = '00000000-0000-4000-8000-000000000000';

/** Every storefront API route of the app (not better-auth's, not the admin's), once. */
function storefrontApiRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .filter((route) => !route.path.startsWith('/api/admin'))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:(\w+)/g, ID).replace(/\*$/, 'anything'),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const lockedRoutes = () => storefrontApiRoutes().filter((route) => !isOpenWhileLocked(route.path));
const openRoutes = () => storefrontApiRoutes().filter((route) => isOpenWhileLocked(route.path));

async function call(route: { method: string; path: string }, cookie?: string) {
  return t.request(route.method, route.path, {
    ...(cookie ? { cookie } : {}),
    ...(route.method === 'GET' ? {} : { body: {} }),
  });
}

async function expectLocked(response: Response, label: string) {
  expect(response.status, label).toBe(503);
  expect(response.headers.get('retry-after'), label).toBe('3600');
  expect(await response.json(), label).toEqual({
    error: { code: 'site_locked', message: MESSAGE },
  });
}

async function expectNotLocked(response: Response, label: string) {
  const body = await response.text();
  expect(body, label).not.toContain('site_locked');
}

describe('the route walk', () => {
  it('covers the store data and keeps the lock page, tracking and sign-up open', () => {
    const locked = lockedRoutes().map((route) => `${route.method} ${route.path}`);
    expect(locked).toEqual(
      expect.arrayContaining([
        'GET /api/products',
        `GET /api/products/${ID}`,
        'GET /api/collections',
        'GET /api/promotions/active',
        'GET /api/content/hero',
        'POST /api/orders',
        `GET /api/orders/${ID}`,
        'POST /api/discounts/validate',
        'GET /api/payment-methods',
        'POST /api/contact',
      ]),
    );
    const open = openRoutes().map((route) => `${route.method} ${route.path}`);
    expect(open).toEqual(
      expect.arrayContaining([
        'GET /api/site-lock',
        'POST /api/site-lock/password',
        'POST /api/orders/track',
        'POST /api/newsletter/subscribe',
        'POST /api/auth/sign-in/email',
        'GET /api/me',
        'GET /api/health',
      ]),
    );
  });
});

describe('a locked store', () => {
  it('refuses every storefront API route to anonymous visitors', async () => {
    for (const route of lockedRoutes()) {
      await expectLocked(await call(route), `${route.method} ${route.path}`);
    }
  });

  it('refuses them to signed-in shoppers', async () => {
    for (const route of lockedRoutes()) {
      await expectLocked(await call(route, shopper), `${route.method} ${route.path}`);
    }
  });

  it('refuses them to a forged bypass cookie', async () => {
    const [, value] = bypass.split('=');
    const [expiry] = value!.split('.');
    const forged = [
      `ctk_site_access=${expiry}.${'A'.repeat(43)}`,
      `ctk_site_access=${Number(expiry) + 86_400}.${value!.split('.')[1]}`,
      'ctk_site_access=true',
    ];
    for (const cookie of forged) {
      for (const route of lockedRoutes()) {
        await expectLocked(await call(route, cookie), `${cookie} ${route.method} ${route.path}`);
      }
    }
  });

  it('refuses them to an expired bypass cookie', async () => {
    now = new Date(START.getTime() + 15 * 86_400_000);
    try {
      for (const route of lockedRoutes()) {
        await expectLocked(await call(route, bypass), `${route.method} ${route.path}`);
      }
    } finally {
      now = START;
    }
  });

  it('answers every route to the owner and to a valid bypass cookie', async () => {
    for (const cookie of [owner, bypass]) {
      for (const route of lockedRoutes()) {
        await expectNotLocked(await call(route, cookie), `${route.method} ${route.path}`);
      }
    }
    const products = await t.request('GET', '/api/products', { cookie: bypass });
    expect(products.status).toBe(200);
  });

  it('keeps the open routes open to anonymous visitors', async () => {
    for (const route of openRoutes()) {
      await expectNotLocked(await call(route), `${route.method} ${route.path}`);
    }
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'shopper@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('does not serve product images or the sitemap, but robots.txt', async () => {
    expect((await t.request('GET', '/uploads/product-images/a-w400.webp')).status).toBe(503);
    expect((await t.request('GET', '/sitemap.xml')).status).toBe(503);
    expect((await t.request('GET', '/robots.txt')).status).toBe(200);
    expect((await t.request('GET', '/sitemap.xml', { cookie: bypass })).status).toBe(200);
  });

  it('ends the cookies of a password the owner has replaced', async () => {
    const replaced = await t.request('PUT', '/api/admin/site-lock', {
      cookie: owner,
      body: {
        isLocked: true,
        message: MESSAGE,
        password: 'a new password',
        mode: 'maintenance',
        unlockAt: null,
      },
    });
    expect(replaced.status).toBe(200);
    await expectLocked(await t.request('GET', '/api/products', { cookie: bypass }), 'old cookie');
  });
});
