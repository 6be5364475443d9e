import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, type FileStore } from './files';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, createS3FileStore } from './s3-files';
import { startS3TestServer } from '../../test-support/s3-test-server';

interface StoreUnderTest {
  store: FileStore;
  cleanup(): Promise<void>;
}

async function readAll(body: Readable): Promise<Buffer> {
  return Buffer.concat((await body.toArray()) as Buffer[]);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The contract every FileStore implementation meets; run once per implementation. */
function describeFileStore(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`FileStore: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: FileStore;
    // Keys are unique per test so the implementations need no reset between tests.
    let counter = 0;
    const key = (extension = 'webp') =>
      `product-images/test-${Date.now()}-${++counter}.${extension}`;

    beforeAll(async () => {
      subject = await makeStore();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    it('returns the bytes, content type and size that were put', async () => {
      const k = key('png');
      const bytes = randomBytes(1234);
      await store.put(k, bytes, 'image/png');

      const file = await store.get(k);
      expect(file).not.toBeNull();
      expect(file?.contentType).toBe('image/png');
      expect(file?.size).toBe(1234);
      expect(await readAll(file!.body)).toEqual(bytes);
    });

    it('gives a public URL that maps back to its key, and no key for foreign URLs', () => {
      const k = key();
      const url = store.url(k);
      expect(url.endsWith('/' + k)).toBe(true);
      expect(store.keyForUrl(url)).toBe(k);
      // What rows saved before a move between stores hold: every store serves it.
      expect(store.keyForUrl('/uploads/' + k)).toBe(k);
      expect(store.keyForUrl('https://example.com/elsewhere/a-w1600.webp')).toBeNull();
      expect(store.keyForUrl('/placeholder.svg')).toBeNull();
    });

    it('reads a byte range, with the size of the whole file', async () => {
      const k = key('mp4');
      await store.put(k, Buffer.from('0123456789'), 'video/mp4');

      const part = await store.get(k, { start: 2, end: 4 });
      expect(part?.size).toBe(10);
      expect(part?.contentType).toBe('video/mp4');
      expect((await readAll(part!.body)).toString()).toBe('234');
    });

    it('tells type and size without reading, and null for a missing key', async () => {
      const k = key('avif');
      await store.put(k, randomBytes(321), 'image/avif');

      expect(await store.stat(k)).toEqual({ contentType: 'image/avif', size: 321 });
      expect(await store.stat(key())).toBeNull();
      expect(await store.stat('product-images')).toBeNull();
    });

    it('replaces the content when a key is put again', async () => {
      const k = key('mp4');
      await store.put(k, Buffer.from('first version, longer'), 'video/mp4');
      await store.put(k, Buffer.from('second'), 'video/mp4');

      const file = await store.get(k);
      expect(file?.size).toBe(6);
      expect((await readAll(file!.body)).toString()).toBe('second');
    });

    it('deletes a key, and deleting a missing key is not an error', async () => {
      const k = key('gif');
      await store.put(k, Buffer.from('GIF89a'), 'image/gif');
      await store.delete(k);
      expect(await store.get(k)).toBeNull();
      await expect(store.delete(k)).resolves.toBeUndefined();
    });

    it('answers null for a key that was never stored', async () => {
      expect(await store.get(key())).toBeNull();
      expect(await store.get('product-images')).toBeNull();
    });

    it('stores a ~5 MB stream', async () => {
      const k = key('webm');
      const chunks = Array.from({ length: 80 }, () => randomBytes(64 * 1024));
      const expected = Buffer.concat(chunks);
      // A generator, so the body exists only chunk by chunk as the store pulls it.
      await store.put(
        k,
        Readable.from(
          (function* () {
            yield* chunks;
          })(),
        ),
        'video/webm',
      );

      const file = await store.get(k);
      expect(file?.size).toBe(expected.length);
      expect(sha256(await readAll(file!.body))).toBe(sha256(expected));
    });

    it('keeps the previous content when a stream upload fails', async () => {
      const k = key('jpg');
      await store.put(k, Buffer.from('kept'), 'image/jpeg');
      const failing = new Readable({
        read() {
          this.push(randomBytes(1024));
          this.destroy(new Error('client went away'));
        },
      });

      await expect(store.put(k, failing, 'image/jpeg')).rejects.toThrow('client went away');
      // The route tells "too large" from "went away" by the error's class: it must come through.
      const tooLarge = new RangeError('too large');
      const growing = Readable.from(
        (async function* () {
          yield randomBytes(1024);
          throw tooLarge;
        })(),
      );
      await expect(store.put(k, growing, 'image/jpeg')).rejects.toBe(tooLarge);
      const file = await store.get(k);
      expect((await readAll(file!.body)).toString()).toBe('kept');
    });

    it.each([
      '../escape.webp',
      'product-images/../../escape.webp',
      '/etc/passwd.webp',
      'product-images\\evil.webp',
      'product-images//double.webp',
      './product-images/a.webp',
      'product-images/.hidden.webp',
      '',
    ])('refuses the unsafe key %j', async (unsafe) => {
      await expect(store.put(unsafe, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /Unsafe file key/,
      );
      await expect(store.get(unsafe)).rejects.toThrow(/Unsafe file key/);
      await expect(store.delete(unsafe)).rejects.toThrow(/Unsafe file key/);
      expect(() => store.url(unsafe)).toThrow(/Unsafe file key/);
    });

    it('refuses types it does not serve and a content type that contradicts the key', async () => {
      await expect(store.put(key('html'), Buffer.from('<script>'), 'text/html')).rejects.toThrow();
      await expect(store.put(key('png'), Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    });
  });
}

describeFileStore('disk', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-test-'));
  return {
    store: createDiskFileStore(dir),
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
});

describeFileStore('S3 (served through the store)', async () => {
  const server = await startS3TestServer();
  return { store: createS3FileStore(server.settings), cleanup: () => server.close() };
});

describeFileStore('S3 (served from S3_PUBLIC_URL)', async () => {
  const server = await startS3TestServer();
  return {
    store: createS3FileStore({ ...server.settings, publicUrl: server.publicUrl }),
    cleanup: () => server.close(),
  };
});

describe('S3 FileStore', () => {
  let server: Awaited<ReturnType<typeof startS3TestServer>>;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server.close());

  it('builds URLs from S3_PUBLIC_URL that a browser can fetch, with caching headers', async () => {
    const store = createS3FileStore({ ...server.settings, publicUrl: server.publicUrl + '/' });
    await store.put('product-images/pub-w400.webp', Buffer.from('RIFFwebp'), 'image/webp');

    const url = store.url('product-images/pub-w400.webp');
    expect(url).toBe(`${server.publicUrl}/product-images/pub-w400.webp`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('RIFFwebp');
  });

  it('sends a large stream in parts (multipart), never as one body', async () => {
    const client = createS3Client(server.settings);
    const sent: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize' },
    );
    const store = createS3FileStore(server.settings, client);
    const chunk = randomBytes(1024 * 1024);
    const megabytes = 12;
    await store.put(
      'hero-videos/large.mp4',
      Readable.from(
        (function* () {
          for (let i = 0; i < megabytes; i++) yield chunk;
        })(),
      ),
      'video/mp4',
    );

    // 5 MB parts: 5 + 5 + 2.
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect(sent).not.toContain('PutObjectCommand');
    const file = await store.get('hero-videos/large.mp4');
    expect(file?.size).toBe(megabytes * chunk.length);
    file?.body.destroy();
    client.destroy();
  });

  it('never serves an object of a type the store does not take, put there by other means', async () => {
    const client = createS3Client(server.settings);
    await client.send(
      new PutObjectCommand({
        Bucket: server.bucket,
        Key: 'product-images/page.html',
        Body: '<script>alert(1)</script>',
        ContentType: 'text/html',
      }),
    );
    client.destroy();
    const store = createS3FileStore(server.settings);

    expect(await store.get('product-images/page.html')).toBeNull();
    expect(await store.stat('product-images/page.html')).toBeNull();
  });

  it('without S3_PUBLIC_URL, gives the /uploads/ URL the store serves', () => {
    const store = createS3FileStore(server.settings);
    expect(store.url('hero-videos/a.mp4')).toBe('/uploads/hero-videos/a.mp4');
  });
});

describe('disk FileStore', () => {
  it('writes under the root, serves from /uploads and leaves no temp files', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-test-'));
    try {
      const store = createDiskFileStore(dir);
      await store.put('lifestyle-images/a.webp', Buffer.from('abc'), 'image/webp');

      expect(store.url('lifestyle-images/a.webp')).toBe('/uploads/lifestyle-images/a.webp');
      expect(await fs.readdir(path.join(dir, 'lifestyle-images'))).toEqual(['a.webp']);

      // A file of another type, copied in by hand, is not served.
      await fs.writeFile(path.join(dir, 'lifestyle-images', 'page.html'), '<script>');
      expect(await store.get('lifestyle-images/page.html')).toBeNull();
      expect(await store.stat('lifestyle-images/page.html')).toBeNull();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
