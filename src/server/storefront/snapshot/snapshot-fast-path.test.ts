// The fast path in front of Hono, over real HTTP: its answers are the Hono app's answers, byte
// for byte and header for header, and whatever it does not hold reaches the app untouched.
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStoreRequestListener } from './snapshot-fast-path';

const START = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: string;
let clientDir: string;
let teeId: string;
/** The store as served: the fast path, then Hono. */
let store: string;
/** Hono alone, as before the fast path. */
let plain: string;
/** The requests the fast path handed to Hono. */
let handedOn: string[] = [];
const servers: Server[] = [];
interface LogLine {
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  time?: number;
  pid?: number;
  hostname?: string;
}
const logged: LogLine[] = [];

const tee = {
  name: 'Faith Tee',
  priceCents: 4000,
  description: 'Heavyweight cotton.',
  collections: ['NBA'],
  sizes: ['S', 'M'],
  colors: ['Black'],
  inStock: true,
  featuredInCollections: [],
  images: [{ url: '/uploads/product-images/tee-w1600.webp', color: 'Black' }],
};

async function listen(listener: RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** The answer as it comes off the wire: no decompression, every header. */
function send(
  base: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      { method: init.method ?? 'GET', headers: init.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Headers that differ between any two answers: the time and the request's own id. */
const comparable = ({ date: _date, 'x-request-id': _id, ...headers }: IncomingHttpHeaders) =>
  headers;

async function expectSameAnswer(
  url: string,
  init: Parameters<typeof send>[2] = {},
): Promise<Answer> {
  const fast = await send(store, url, init);
  const hono = await send(plain, url, init);
  expect(fast.status).toBe(hono.status);
  expect(comparable(fast.headers)).toEqual(comparable(hono.headers));
  expect(fast.headers['x-request-id']).toMatch(/^[\w-]+$/);
  expect(fast.bytes.equals(hono.bytes)).toBe(true);
  return fast;
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>CTK</title>\n<meta name="description" content="default" />\n</head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({
    clientDir,
    clock: () => START,
    env: { LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void logged.push(JSON.parse(line) as LogLine) },
  });
  owner = await t.signUpOwner();
  await t.db.insert(collections).values([{ name: 'NBA' }]);
  const created = await t.request('POST', '/api/admin/products', { cookie: owner, body: tee });
  teeId = ((await created.json()) as { product: { id: string } }).product.id;
  // Long enough that the list is compressed (hono's threshold is 1 KB).
  for (let i = 0; i < 6; i += 1) {
    const filler = { ...tee, name: `Filler ${i}`, description: 'Soft. '.repeat(40) };
    expect(
      (await t.request('POST', '/api/admin/products', { cookie: owner, body: filler })).status,
    ).toBe(201);
  }
  const hono = getRequestListener(t.app.fetch);
  plain = await listen(hono);
  store = await listen(
    createStoreRequestListener((incoming, outgoing) => {
      handedOn.push(`${incoming.method} ${incoming.url}`);
      return hono(incoming, outgoing);
    }, t.fastPath),
  );
});
beforeEach(() => {
  handedOn = [];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('snapshot hits, answered before Hono', () => {
  const encodings = { br: 'br, gzip', gzip: 'gzip, deflate', none: '' };

  it.each(['/api/products', '/api/products?collection=NBA', 'product', 'page'])(
    'answers %s as the app does, in every coding',
    async (which) => {
      const url =
        which === 'product'
          ? `/api/products/${teeId}`
          : which === 'page'
            ? `/product/${teeId}`
            : which;
      for (const accept of Object.values(encodings)) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const answer = await expectSameAnswer(url, { headers });
        expect(answer.status).toBe(200);
      }
      expect(handedOn).toEqual([]);
    },
  );

  it('sends the list compressed by brotli and gzip, each with its own ETag', async () => {
    const br = await expectSameAnswer('/api/products', { headers: { 'accept-encoding': 'br' } });
    const gzip = await expectSameAnswer('/api/products', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(handedOn).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match, without a body', async () => {
    for (const url of ['/api/products', `/product/${teeId}`]) {
      const first = await send(store, url, { headers: { 'accept-encoding': 'gzip' } });
      const headers = { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) };
      const again = await expectSameAnswer(url, { headers });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    }
    expect(handedOn).toEqual([]);
  });

  it("keeps the client's X-Request-Id, as the app does", async () => {
    const answer = await send(store, '/api/products', { headers: { 'x-request-id': 'trace-42' } });
    expect(answer.headers['x-request-id']).toBe('trace-42');
  });

  it('gives each answer of the same body its own X-Request-Id', async () => {
    await send(store, '/api/products', { headers: { 'x-request-id': 'trace-43' } });
    const next = await send(store, '/api/products');
    const after = await send(store, '/api/products');
    expect(next.headers['x-request-id']).not.toBe('trace-43');
    expect(after.headers['x-request-id']).not.toBe(next.headers['x-request-id']);
  });

  it("logs requestLog's line for each answer, as the app does", async () => {
    logged.length = 0;
    const line = (id: string) => logged.find((entry) => entry.requestId === id);
    await send(store, `/api/products/${teeId}`, { headers: { 'x-request-id': 'fast-1' } });
    await send(plain, `/api/products/${teeId}`, { headers: { 'x-request-id': 'hono-1' } });
    expect(handedOn).toEqual([]);
    const { requestId: _fast, ms: fastMs, ...fast } = line('fast-1')!;
    const { requestId: _hono, ms: honoMs, ...hono } = line('hono-1')!;
    expect(fast).toEqual({ ...hono, time: fast.time, pid: fast.pid, hostname: fast.hostname });
    expect(fast).toMatchObject({ msg: 'request', method: 'GET', status: 200 });
    expect(typeof fastMs).toBe(typeof honoMs);
  });
});

describe('everything else reaches the app', () => {
  it('an unknown product: the app answers 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await expectSameAnswer(`/api/products/${unknown}`)).status).toBe(404);
    expect(handedOn).toEqual([`GET /api/products/${unknown}`]);
  });

  it('HEAD and POST', async () => {
    await expectSameAnswer('/api/products', { method: 'HEAD' });
    const post = await expectSameAnswer('/api/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect(handedOn).toEqual(['HEAD /api/products', 'POST /api/products']);
  });

  it('a client that takes only deflate: the app compresses it', async () => {
    const answer = await expectSameAnswer('/api/products', {
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(answer.headers['content-encoding']).toBe('deflate');
    expect(handedOn).toEqual(['GET /api/products']);
  });

  it('a locked store: visitors get the locked answer, no data', async () => {
    const lock = (isLocked: boolean) =>
      t.request('PUT', '/api/admin/site-lock', {
        cookie: owner,
        body: { isLocked, message: 'Back soon', mode: 'maintenance', unlockAt: null },
      });
    expect((await lock(true)).status).toBe(200);
    try {
      const list = await expectSameAnswer('/api/products');
      expect(list.status).toBe(503);
      expect(JSON.parse(list.bytes.toString())).toMatchObject({ error: { code: 'site_locked' } });
      const page = await send(store, `/product/${teeId}`);
      expect(page.status).toBe(503);
      expect(page.bytes.toString()).not.toContain('Faith Tee');
      expect(handedOn).toEqual(['GET /api/products', `GET /product/${teeId}`]);
    } finally {
      expect((await lock(false)).status).toBe(200);
    }
    expect((await send(store, '/api/products')).status).toBe(200);
  });
});
