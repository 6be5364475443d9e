import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, type FileStore } from './files';

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
      expect(store.keyForUrl('https://example.com/elsewhere/a-w1600.webp')).toBeNull();
      expect(store.keyForUrl('/placeholder.svg')).toBeNull();
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

describe('disk FileStore', () => {
  it('writes under the root, serves from /uploads and leaves no temp files', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-test-'));
    try {
      const store = createDiskFileStore(dir);
      await store.put('lifestyle-images/a.webp', Buffer.from('abc'), 'image/webp');

      expect(store.url('lifestyle-images/a.webp')).toBe('/uploads/lifestyle-images/a.webp');
      expect(await fs.readdir(path.join(dir, 'lifestyle-images'))).toEqual(['a.webp']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
