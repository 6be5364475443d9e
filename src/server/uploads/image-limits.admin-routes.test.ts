// Uploads within a small machine's memory: an image's cost is its pixels, not its bytes, so a
// tiny file of a huge canvas is refused before it is decoded; uploads at the same time all
// succeed, processed one after the other.
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedImageSchema } from '../../shared/content/content-input.schema';
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

/** A black 1-bit PNG of width x height: a few kilobytes whatever its pixel count. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
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
