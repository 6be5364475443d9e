// Uploads on a store configured with S3_BUCKET: through the real app into a real
// S3-compatible server (s3rver, started here), and back to the browser either through the
// store's /uploads route or from S3_PUBLIC_URL.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedImageSchema } from '../../shared/content/content-input.schema';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../shared/images/image-variants';
import { createS3FileStore } from '../platform/s3-files';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server';
import { createTestApp, type TestApp } from '../test/test-app';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .jpeg()
    .toBuffer();
}

/** An MP4 of `bytes` bytes: an `ftyp` box, then an `mdat` box of numbered bytes. */
function mp4(bytes: number): Buffer {
  const video = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) video[i] = i % 251;
  video.writeUInt32BE(24, 0);
  video.write('ftypisom', 4, 'latin1');
  video.writeUInt32BE(bytes - 24, 24);
  video.write('mdat', 28, 'latin1');
  return video;
}

async function signedInOwner(t: TestApp) {
  const owner = await t.signUpOwner();
  const post = (url: string, file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    return t.app.request(url, {
      method: 'POST',
      headers: { origin: t.config.publicUrl, cookie: owner },
      body: form,
    });
  };
  return {
    uploadImage: (bytes: Buffer) =>
      post('/api/admin/uploads/images', new Blob([new Uint8Array(bytes)]), 'shirt.jpg'),
    uploadVideo: (bytes: Buffer) =>
      post('/api/admin/hero/video', new Blob([new Uint8Array(bytes)]), 'banner.mp4'),
  };
}

describe('a store on S3 without S3_PUBLIC_URL', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
    owner = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it('stores an uploaded image in the bucket and serves it at /uploads', async () => {
    const response = await owner.uploadImage(await jpeg(1800, 900));
    expect(response.status).toBe(201);
    const image = UploadedImageSchema.parse(await response.json());
    expect(image.url).toMatch(/^\/uploads\/product-images\/[0-9a-f]+-w1600\.webp$/);

    for (const width of IMAGE_WIDTHS) {
      const served = await t.app.request(imageVariantUrl(image.url, width));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
    }
    // Nothing on this copy's disk: another copy of the store sees the same file.
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    const key = image.url.slice('/uploads/'.length);
    expect(await createS3FileStore(s3.settings).stat(key)).toMatchObject({
      contentType: 'image/webp',
    });
  });

  it('streams a hero video into the bucket and plays it back by byte range', async () => {
    // Larger than one 5 MB part: sent to the bucket as a multipart upload.
    const video = mp4(6 * 1024 * 1024 + 123);
    const response = await owner.uploadVideo(video);
    expect(response.status).toBe(201);
    const { hero } = (await response.json()) as { hero: { videoUrl: string } };
    expect(hero.videoUrl).toMatch(/^\/uploads\/hero-videos\/hero-video-\d+\.mp4$/);

    const part = await t.app.request(hero.videoUrl, {
      headers: { range: 'bytes=5242870-5242889' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes 5242870-5242889/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(5242870, 5242890));

    const whole = await t.app.request(hero.videoUrl);
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const past = await t.app.request(hero.videoUrl, { headers: { range: 'bytes=99999999-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  it('deletes the replaced hero video from the bucket', async () => {
    const first = await owner.uploadVideo(mp4(2000));
    const { hero: before } = (await first.json()) as { hero: { videoUrl: string } };
    const second = await owner.uploadVideo(mp4(3000));
    expect(second.status).toBe(201);

    expect((await t.app.request(before.videoUrl)).status).toBe(404);
  });

  it('answers 404 for a key the bucket does not have', async () => {
    const missing = await t.app.request('/uploads/product-images/nope-w400.webp');
    expect(missing.status).toBe(404);
    const ranged = await t.app.request('/uploads/hero-videos/nope.mp4', {
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.status).toBe(404);
  });
});

describe('a store on S3 with S3_PUBLIC_URL', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: s3.publicUrl } });
    owner = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it('hands out image URLs on the public URL, which serve the image', async () => {
    const response = await owner.uploadImage(await jpeg(500, 500));
    expect(response.status).toBe(201);
    const image = UploadedImageSchema.parse(await response.json());
    expect(image.url.startsWith(`${s3.publicUrl}/product-images/`)).toBe(true);

    const served = await fetch(imageVariantUrl(image.url, 400));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The page lets the browser load images and video from there.
    const page = await t.request('GET', '/api/health');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
  });

  it('serves the hero video from the public URL by byte range', async () => {
    const video = mp4(40_000);
    const response = await owner.uploadVideo(video);
    const { hero } = (await response.json()) as { hero: { videoUrl: string } };
    expect(hero.videoUrl.startsWith(`${s3.publicUrl}/hero-videos/`)).toBe(true);

    const part = await fetch(hero.videoUrl, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
  });

  it('redirects an /uploads URL saved before the move to the same file in the bucket', async () => {
    await t.files.put('product-images/before-move-w400.webp', Buffer.from('old'), 'image/webp');

    const response = await t.app.request('/uploads/product-images/before-move-w400.webp');
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toBe(`${s3.publicUrl}/product-images/before-move-w400.webp`);
    expect(await (await fetch(location)).text()).toBe('old');
  });
});

describe('a store whose bucket cannot be used', () => {
  it('does not start, and says which bucket and why', async () => {
    await expect(
      createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } }),
    ).rejects.toThrow(
      `The S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used: it does not exist.`,
    );
  });
});
