// A JSON body nested far deeper than any form sends is refused with 400 by every route that
// takes a body, before anything parses, copies or stores it (a recursive JSON.stringify of such
// a body threw RangeError: a 500). The routes are read from the app itself, and better-auth's
// endpoints from better-auth, so a new route is walked without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_MESSAGES } from '../../shared/content/content-input.schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from './json-depth';

const DEPTH = 100_000;
/** `{"a":{"a":…1…}}`, DEPTH objects deep: a few hundred kilobytes, under the body limit. */
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const ID = '00000000-0000-4000-8000-000000000000';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The uploads read a multipart form, never JSON: they answer that no file came. */
const MULTIPART = new Map([
  ['POST /api/admin/uploads/images', 'Please choose a file to upload'],
  ['POST /api/admin/hero/video', HERO_MESSAGES.notAVideo],
]);

let t: TestApp;
let owner: string;
beforeAll(async () => {
  // Each request from its own address, so the per-client limits never answer first.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

/** Every route of the app that takes a body, with its path parameters filled in. */
function writeRoutes(): string[] {
  const ours = t.app.routes
    .filter((route) => WRITES.has(route.method) && !route.path.includes('*'))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, ID)}`);
  const betterAuth = Object.values(t.auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    const methods = [options?.method].flat().filter((method) => typeof method === 'string');
    if (!path) return [];
    return methods
      .filter((method) => WRITES.has(method))
      .map((method) => `${method} /api/auth${path.replace(/:(\w+)/g, ID)}`);
  });
  return [...new Set([...ours, ...betterAuth])].sort();
}

let client = 0;
async function sendDeep(route: string, body: string, contentType: string, cookie?: string) {
  const [method, url] = route.split(' ') as [string, string];
  const headers: Record<string, string> = {
    origin: t.config.publicUrl,
    'x-forwarded-for': `198.51.100.${client++ % 250}`,
  };
  if (contentType) headers['content-type'] = contentType;
  if (cookie) headers.cookie = cookie;
  return t.app.request(url, { method, headers, body });
}

describe('a body nested 100,000 levels deep', () => {
  it('walks the routes that take a body, ours and better-auth’s', () => {
    const routes = writeRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-up/email',
        'POST /api/auth/update-user',
        'POST /api/orders',
        `PATCH /api/admin/orders/${ID}`,
        'PUT /api/admin/settings',
        'POST /api/contact',
        ...MULTIPART.keys(),
      ]),
    );
  });

  it('answers 400 on sign-in and sign-up, as an object or an array', async () => {
    for (const route of ['POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email']) {
      for (const body of [deepObject, deepArray]) {
        const response = await sendDeep(route, body, 'application/json');
        expect(response.status, route).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'invalid_request', message: JSON_TOO_DEEP },
        });
      }
    }
  });

  it('answers 4xx on sign-in and sign-up whatever the content type says', async () => {
    // The routes in front of better-auth read a body as JSON whatever its type.
    for (const route of ['POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email']) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', '']) {
        const response = await sendDeep(route, deepObject, contentType);
        expect(response.status, `${route} ${contentType}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${route} ${contentType}`).toBeLessThan(500);
        expect(await response.json()).toEqual({
          error: { code: expect.any(String), message: expect.any(String) },
        });
      }
    }
  });

  it('is the limit plus one: MAX_JSON_DEPTH levels pass, brackets inside strings do not count', async () => {
    // The contact form with its message wrapped: the body itself is the outermost level.
    const contact = (wraps: number, message = '"Hello"') =>
      `{"name":"Jane","email":"jane@example.com","message":${'['.repeat(wraps)}${message}${']'.repeat(wraps)}}`;
    const atLimit = await sendDeep(
      'POST /api/contact',
      contact(MAX_JSON_DEPTH - 1),
      'application/json',
    );
    expect(await atLimit.json()).not.toEqual({
      error: { code: 'invalid_request', message: JSON_TOO_DEEP },
    });
    const overLimit = await sendDeep(
      'POST /api/contact',
      contact(MAX_JSON_DEPTH),
      'application/json',
    );
    expect(overLimit.status).toBe(400);
    expect(await overLimit.json()).toEqual({
      error: { code: 'invalid_request', message: JSON_TOO_DEEP },
    });
    const bracketsInText = `"${'[{'.repeat(200)} \\" ${'{'.repeat(100)}"`;
    const taken = await sendDeep(
      'POST /api/contact',
      contact(0, bracketsInText),
      'application/json',
    );
    expect(taken.status).toBe(201);
  });

  it('answers 400 on every route that takes a body, signed in as the owner', async () => {
    const unexpected: string[] = [];
    for (const route of writeRoutes()) {
      const response = await sendDeep(route, deepObject, 'application/json', owner);
      const body = (await response.json().catch(() => null)) as unknown;
      const message = MULTIPART.get(route) ?? JSON_TOO_DEEP;
      const refusal = { error: { code: 'invalid_request', message } };
      if (response.status !== 400 || JSON.stringify(body) !== JSON.stringify(refusal)) {
        unexpected.push(`${route} ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(unexpected).toEqual([]);
    // Still signed in: the owner's session was not touched by any of it.
    const me = await t.request('GET', '/api/me', { cookie: owner });
    expect(me.status).toBe(200);
  });
});
