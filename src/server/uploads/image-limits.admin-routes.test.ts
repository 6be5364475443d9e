// Uploads within a small machine's memory: an image's cost is its pixels, not its bytes, so a
// tiny file of a huge canvas is refused before it is decoded; uploads at the same time all
// succeed, processed one after the other.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedImageSchema } from '../../shared/content/content-input.schema';
import { blankPng } from '../../test-support/png';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

function upload(bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), fileName);
  return t.app.request('/api/admin/uploads/images', {
    method: 'POST',
    headers: { origin: t.config.publicUrl, cookie: owner },
    body: form,
  });
}

function storedFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'uploads');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];
}

describe('image uploads and memory', () => {
  it('refuses an image over 40 megapixels, small as its file is, and stores nothing', async () => {
    const poster = blankPng(8000, 5001);
    expect(poster.length).toBeLessThan(64 * 1024);
    expect(await sharp(poster).metadata()).toMatchObject({ width: 8000, height: 5001 });
    const before = storedFiles();

    const response = await upload(poster, 'poster.png');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message:
          'Failed to upload poster.png: the image is larger than 40 megapixels; please resize it and try again',
      },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('stores two images uploaded at the same time', async () => {
    const photo = (background: string) =>
      sharp({ create: { width: 1800, height: 1200, channels: 3, background } })
        .png()
        .toBuffer();
    const [first, second] = await Promise.all([
      upload(await photo('#204080'), 'front.png'),
      upload(await photo('#802040'), 'back.png'),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const images = [await first.json(), await second.json()].map((body) =>
      UploadedImageSchema.parse(body),
    );
    expect(images[0]!.url).not.toBe(images[1]!.url);
    for (const image of images) {
      expect(image).toMatchObject({ width: 1600, height: 1067 });
      expect((await t.app.request(image.url)).status).toBe(200);
    }
  });
});
