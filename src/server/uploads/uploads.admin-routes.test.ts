// Image uploads through the real app: multipart in, WebP variants (real sharp) on disk in a
// temp dir, served back at /uploads.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedImageSchema } from '../../shared/content/content-input.schema';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../shared/images/image-variants';
import { MAX_IMAGE_BYTES } from '../platform/images';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

function upload(
  file: Blob | null,
  fileName: string,
  options: { bucket?: string; headers?: Record<string, string>; cookie?: string } = {},
) {
  const form = new FormData();
  form.append('note', 'fields before the file are skipped');
  if (file) form.append('file', file, fileName);
  const query = options.bucket ? `?bucket=${options.bucket}` : '';
  return t.app.request(`/api/admin/uploads/images${query}`, {
    method: 'POST',
    headers: { origin: t.config.publicUrl, cookie: options.cookie ?? owner, ...options.headers },
    body: form,
  });
}

/** Every file under the uploads folder, relative to it. */
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(uploadsDir, name)).isFile())
    .sort();
}

/** A PNG of random pixels: it does not compress, so it is larger than the 1 MB JSON limit. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('POST /api/admin/uploads/images', () => {
  it('stores a real PNG as 400, 800 and 1600 px WebP variants served at /uploads', async () => {
    const png = await noisyPng(2000, 1000);
    expect(png.length).toBeGreaterThan(1024 * 1024);

    const response = await upload(
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'shirt.png',
    );
    expect(response.status).toBe(201);
    const image = UploadedImageSchema.parse(await response.json());
    expect(image.url).toMatch(/^\/uploads\/product-images\/[0-9a-f]+-w1600\.webp$/);
    expect(image).toMatchObject({ width: 1600, height: 800 });

    for (const width of IMAGE_WIDTHS) {
      const served = await t.app.request(imageVariantUrl(image.url, width));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
  });

  it('stores lifestyle images in their own bucket', async () => {
    const jpeg = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#c08040' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(new Blob([jpeg]), 'model.jpg', { bucket: 'lifestyle-images' });
    expect(response.status).toBe(201);
    const image = UploadedImageSchema.parse(await response.json());
    // Not enlarged: a 600 px photo stays 600 px under every name.
    expect(image).toMatchObject({ width: 600, height: 800 });
    expect(image.url).toMatch(/^\/uploads\/lifestyle-images\/[0-9a-f]+-w1600\.webp$/);
  });

  it.each([
    ['photo.jpg', new Blob(['this is a text file, not a photo'], { type: 'image/jpeg' })],
    ['C:\\Users\\me\\photo.jpg', new Blob(['%PDF-1.7 not an image'])],
    ['empty.png', new Blob([])],
  ])('refuses %s, whose bytes are not an image, and stores nothing', async (name, blob) => {
    const before = storedFiles();
    const response = await upload(blob, name);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: `Failed to upload ${name.includes('\\') ? 'photo.jpg' : name}`,
      },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image over 15 MB by name, reading no more than the limit', async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    const before = storedFiles();
    const response = await upload(new Blob([big], { type: 'image/png' }), 'big.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Failed to upload big.png' },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a body declared far over the limit before reading the file', async () => {
    const response = await upload(new Blob(['tiny']), 'huge.png', {
      headers: { 'content-length': String(100 * 1024 * 1024) },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Failed to upload huge.png' },
    });
  });

  it('asks for a file when the form has none, or is not a form', async () => {
    const noFile = await upload(null, '');
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({
      error: { code: 'invalid_request', message: 'Please choose a file to upload' },
    });
    const json = await t.request('POST', '/api/admin/uploads/images', {
      cookie: owner,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      error: { code: 'invalid_request', message: 'Please choose a file to upload' },
    });
  });

  it('refuses an unknown bucket', async () => {
    const response = await upload(new Blob(['x']), 'a.png', { bucket: 'hero-videos' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Unknown image bucket' },
    });
  });

  it('is for the owner only', async () => {
    const shopper = await t.signUp('shopper@example.com');
    const response = await upload(new Blob(['x']), 'a.png', { cookie: shopper });
    expect(response.status).toBe(403);
    const anonymous = await upload(new Blob(['x']), 'a.png', { cookie: '' });
    expect(anonymous.status).toBe(401);
  });
});
