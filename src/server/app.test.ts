// What every response carries, and how the built client is served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>CTK</title><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(clientDir, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(
    path.join(clientDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on pages and API answers alike', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const response = await t.request('GET', url);
      expect(response.headers.get('content-security-policy'), url).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the built client', () => {
  it('serves hashed assets with a year of caching, compressed', async () => {
    const response = await t.request('GET', '/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers every page path with index.html, revalidated on each visit', async () => {
    for (const url of ['/', '/products', '/product/123', '/admin/products', '/no/such/page']) {
      const response = await t.request('GET', url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await response.text(), url).toContain('<div id="root">');
    }
  });

  it('serves other public files as they are', async () => {
    const response = await t.request('GET', '/favicon.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });
});

describe('the API', () => {
  it('answers an unknown endpoint with a JSON 404, not the page', async () => {
    const response = await t.request('GET', '/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  it('reports the database as reachable', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    // And Redis, when the store's shared state is there (TEST_REDIS_URL).
    const redis = t.config.redisUrl ? { redis: 'up' } : {};
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', ...redis });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });
});

describe('uploaded files', () => {
  it('are served whole, or by byte range (Safari plays video only that way)', async () => {
    await t.files.put('hero-videos/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    const whole = await t.request('GET', '/uploads/hero-videos/clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');

    const part = await t.request('GET', '/uploads/hero-videos/clip.mp4', {
      headers: { range: 'bytes=2-4' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');

    const past = await t.request('GET', '/uploads/hero-videos/clip.mp4', {
      headers: { range: 'bytes=10-' },
    });
    expect(past.status).toBe(416);
  });

  it('answer a malformed or unknown path with 404, not an error', async () => {
    expect((await t.request('GET', '/uploads/%E0%A4%A')).status).toBe(404);
    expect((await t.request('GET', '/uploads/product-images/nope-w400.webp')).status).toBe(404);
  });
});
