// The hero banner video through the real app: multipart in (uploads.admin-routes.ts), stored by
// hero-video.ts on disk in a temp dir, served back at /uploads, read and removed through the
// owner's hero endpoints (content.admin-routes.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroSettings } from '../db/schema/storefront-content';
import { createTestApp, type TestApp } from '../test/test-app';

let now = new Date('2026-11-22T12:00:00Z').getTime();
let t: TestApp;
let owner: string;
beforeAll(async () => {
  // Each upload gets its own timestamped name.
  t = await createTestApp({ clock: () => new Date((now += 1000)) });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

/** An ISO base-media file: an `ftyp` box with the given brand, then an `mdat` box. */
function isoMedia(brand: string, payloadBytes = 64): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  const mdat = Buffer.alloc(8 + payloadBytes, 7);
  mdat.writeUInt32BE(8 + payloadBytes, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** The start of a WebM file: the EBML header with DocType "webm". */
function webm(): Buffer {
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(100, 1),
  ]);
}

function uploadVideo(bytes: Buffer, fileName: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), fileName);
  return t.app.request('/api/admin/hero/video', {
    method: 'POST',
    headers: { origin: t.config.publicUrl, cookie: owner, ...headers },
    body: form,
  });
}

async function heroVideoUrl(): Promise<string | null> {
  const response = await t.request('GET', '/api/content/hero');
  return ((await response.json()) as { hero: { videoUrl: string | null } }).hero.videoUrl;
}

function heroFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'uploads', 'hero-videos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

describe('hero video (owner)', () => {
  it('starts without a video', async () => {
    const response = await t.request('GET', '/api/admin/hero', { cookie: owner });
    expect(await response.json()).toEqual({ hero: { videoUrl: null } });
  });

  it('stores an MP4 (larger than the 1 MB JSON limit) and shows it on the storefront', async () => {
    const mp4 = isoMedia('isom', 3 * 1024 * 1024);
    const response = await uploadVideo(mp4, 'banner.mp4');
    expect(response.status).toBe(201);
    const { hero } = (await response.json()) as { hero: { videoUrl: string } };
    expect(hero.videoUrl).toMatch(/^\/uploads\/hero-videos\/hero-video-\d+\.mp4$/);
    expect(await heroVideoUrl()).toBe(hero.videoUrl);
    expect(await t.db.select().from(heroSettings)).toHaveLength(1);

    const served = await t.app.request(hero.videoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('replaces the video with the next one and deletes the old file', async () => {
    const before = await heroVideoUrl();
    const response = await uploadVideo(isoMedia('qt  '), 'phone.MOV');
    expect(response.status).toBe(201);
    const { hero } = (await response.json()) as { hero: { videoUrl: string } };
    expect(hero.videoUrl).toMatch(/\.mov$/);
    expect((await t.app.request(before!)).status).toBe(404);
    expect(heroFiles()).toEqual([path.basename(hero.videoUrl)]);

    const second = await uploadVideo(webm(), 'clip.webm');
    const { hero: webmHero } = (await second.json()) as { hero: { videoUrl: string } };
    expect(webmHero.videoUrl).toMatch(/\.webm$/);
    expect((await t.app.request(webmHero.videoUrl)).headers.get('content-type')).toBe('video/webm');
    expect(await t.db.select().from(heroSettings)).toHaveLength(1);
  });

  it.each([
    ['banner.mp4', Buffer.from('just some text pretending to be a video')],
    ['photo.mp4', isoMedia('heic')],
    ['song.mp4', isoMedia('M4A ')],
    ['tiny.mp4', Buffer.from('ftyp')],
    ['empty.mp4', Buffer.alloc(0)],
  ])('refuses %s, whose bytes are not a video, and keeps the current one', async (name, bytes) => {
    const before = await heroVideoUrl();
    const files = heroFiles();
    const response = await uploadVideo(bytes, name);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Please upload a video file' },
    });
    expect(await heroVideoUrl()).toBe(before);
    expect(heroFiles()).toEqual(files);
  });

  it('refuses a form without a file, and a body declared over 200 MB', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const noFile = await t.app.request('/api/admin/hero/video', {
      method: 'POST',
      headers: { origin: t.config.publicUrl, cookie: owner },
      body: form,
    });
    expect(await noFile.json()).toEqual({
      error: { code: 'invalid_request', message: 'Please upload a video file' },
    });

    const huge = await uploadVideo(isoMedia('isom'), 'huge.mp4', {
      'content-length': String(300 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The video must be at most 200 MB' },
    });
  });

  it('removes the video and its file', async () => {
    const before = await heroVideoUrl();
    expect(before).not.toBeNull();
    const response = await t.request('DELETE', '/api/admin/hero/video', { cookie: owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hero: { videoUrl: null } });
    expect(await heroVideoUrl()).toBeNull();
    expect((await t.app.request(before!)).status).toBe(404);
    expect(heroFiles()).toEqual([]);
    // Removing again is harmless.
    expect((await t.request('DELETE', '/api/admin/hero/video', { cookie: owner })).status).toBe(
      200,
    );
  });
});
