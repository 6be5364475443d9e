// Uploads within a small machine's memory: an image's cost is its decoded pixels, not its
// bytes, so a small file whose header promises too much is refused before it is decoded, each
// bound with its own message; the photos of today's phones pass; uploads at the same time all
// succeed, processed one after the other.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedImageSchema } from '../../shared/content/content-input.schema';
import { blankPng } from '../../test-support/png';
import {
  IMAGE_BOUND_MESSAGES,
  MAX_DECODED_IMAGE_BYTES,
  MAX_HEIF_PIXELS,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type ImageBound,
} from '../platform/image-bounds';
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

/** A canvas of one colour: a small file, whatever its size once decoded. */
function canvas(width: number, height: number, channels: 3 | 4) {
  return sharp({ create: { width, height, channels, background: '#3060a080' } });
}

/** The upload answers 400 with the owner's message for `bound`, and nothing is stored. */
async function expectRefused(image: Buffer, fileName: string, bound: ImageBound) {
  const before = storedFiles();
  const response = await upload(image, fileName);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: {
      code: 'invalid_request',
      message: `Failed to upload ${fileName}: ${IMAGE_BOUND_MESSAGES[bound]}`,
    },
  });
  expect(storedFiles()).toEqual(before);
}

const header = (image: Buffer) => sharp(image, { limitInputPixels: false }).metadata();

describe('image uploads and memory', () => {
  it('refuses the 5,000,000x8 16-bit RGBA PNG that passed the pixel count', async () => {
    const strip = await canvas(5_000_000, 8, 4).toColourspace('rgb16').png().toBuffer();
    expect(await header(strip)).toMatchObject({ width: 5_000_000, channels: 4, depth: 'ushort' });
    expect(5_000_000 * 8).toBeLessThan(MAX_IMAGE_PIXELS);

    await expectRefused(strip, 'strip.png', 'aspectRatio');
  });

  it('refuses an image wider than the widest side, in a shape a panorama has', async () => {
    const panorama = blankPng(MAX_IMAGE_SIDE + 100, 2_100);
    await expectRefused(panorama, 'panorama.png', 'side');
  });

  it('refuses an image over the pixel count, small as its file is', async () => {
    const poster = blankPng(10_000, 5_001);
    expect(poster.length).toBeLessThan(64 * 1024);
    await expectRefused(poster, 'poster.png', 'pixels');
  });

  it('refuses 16-bit RGBA pixels over the decoded bytes, under the pixel count', async () => {
    const deep = await canvas(5_000, 5_000, 4).toColourspace('rgb16').png().toBuffer();
    expect(5_000 * 5_000).toBeLessThan(MAX_IMAGE_PIXELS);
    expect(5_000 * 5_000 * 4 * 2).toBeGreaterThan(MAX_DECODED_IMAGE_BYTES);
    await expectRefused(deep, 'deep.png', 'decodedBytes');
  });

  it('counts an interlaced PNG twice: its decoder holds the whole image', async () => {
    const interlaced = await canvas(6_000, 5_000, 3).png({ progressive: true }).toBuffer();
    expect(6_000 * 5_000 * 3).toBeLessThan(MAX_DECODED_IMAGE_BYTES);
    expect(6_000 * 5_000 * 3 * 2).toBeGreaterThan(MAX_DECODED_IMAGE_BYTES);
    await expectRefused(interlaced, 'interlaced.png', 'decodedBytes');
  });

  it('refuses an AVIF over its own pixel count', async () => {
    const avif = await canvas(3_200, 3_000, 3).avif({ effort: 0 }).toBuffer();
    expect(3_200 * 3_000).toBeGreaterThan(MAX_HEIF_PIXELS);
    await expectRefused(avif, 'photo.avif', 'heifPixels');
  });

  it("stores a 50-megapixel phone photo and an 8-bit RGBA PNG at the byte bound's edge", async () => {
    const phone = await canvas(8_160, 6_120, 3).jpeg().toBuffer();
    const response = await upload(phone, 'phone.jpg');
    expect(response.status).toBe(201);
    expect(UploadedImageSchema.parse(await response.json())).toMatchObject({
      width: 1600,
      height: 1200,
    });
    expect(8_160 * 6_120 * 3).toBeLessThanOrEqual(MAX_DECODED_IMAGE_BYTES);

    // 37 MP of RGBA: 4 bytes a pixel, just under the decoded-bytes bound.
    const cutOut = await canvas(6_000, 6_200, 4).png().toBuffer();
    expect(6_000 * 6_200 * 4).toBeLessThanOrEqual(MAX_DECODED_IMAGE_BYTES);
    expect((await upload(cutOut, 'cut-out.png')).status).toBe(201);
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
