// Uploaded files (product images, hero videos, lifestyle images) behind one interface:
// the disk under DATA_DIR/uploads by default, an S3-compatible bucket when configured.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/** What `stat()` tells about a stored file without reading it. */
export interface FileInfo {
  contentType: string;
  size: number;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Creates or replaces the file; readers see the old bytes or the new ones, never a mix. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * The file, or null when missing or of a type the store does not take (CONTENT_TYPES);
   * `range` (inclusive byte offsets) reads only that part.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Type and size of the file, or null as for `get()`; reads no bytes. */
  stat(key: string): Promise<FileInfo | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The public URL of the key, as stored in the database: `/uploads/<key>`, served by the
   * store, unless the files are served from elsewhere (S3_PUBLIC_URL).
   */
  url(key: string): string;
  /**
   * The key behind a URL made by `url()` or by the `/uploads/<key>` route (which every store
   * serves, so URLs saved before a move to S3 stay valid), or null for any other URL
   * (external, legacy, unsafe).
   */
  keyForUrl(url: string): string | null;
}

/** The configured bucket cannot be used; the message is one line the owner can act on. */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
}

export class UnsafeFileKeyError extends Error {
  override name = 'UnsafeFileKeyError';
  constructor(key: string) {
    super(`Unsafe file key: ${JSON.stringify(key)}`);
  }
}

export class UnsupportedFileTypeError extends Error {
  override name = 'UnsupportedFileTypeError';
}

/**
 * The only kinds of file the store accepts, by extension. Everything here is served publicly
 * from our own origin, so an unlisted type (.html, .js) is refused rather than served as
 * something a browser might run.
 */
export const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
} as const satisfies Record<string, string>;

/** The content type a key's extension stands for, or null when the store does not take it. */
export function contentTypeForKey(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension as keyof typeof CONTENT_TYPES]
    : null;
}

// A whitelist rather than a list of bad patterns: keys are made by our own code, and what
// passes is safe as a path segment on any OS and as an S3 key and URL path without escaping.
// A segment cannot start with a dot, which rules out `.`/`..`, hidden files and the disk
// store's own temp files.
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function isSafeFileKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment) => KEY_SEGMENT.test(segment))
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeFileKey(key)) throw new UnsafeFileKeyError(key);
}

/** Normalises `image/JPEG; charset=x` to `image/jpeg` for comparison. */
function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * What every store checks before `put()`: a safe key, a type the store serves, and a
 * content type that agrees with the key's extension. Returns that content type.
 */
export function assertStorable(key: string, contentType: string): string {
  assertSafeKey(key);
  const expected = contentTypeForKey(key);
  if (expected === null) {
    throw new UnsupportedFileTypeError(`Files of this type are not stored: ${key}`);
  }
  if (mediaType(contentType) !== expected) {
    throw new UnsupportedFileTypeError(
      `Content type ${contentType} does not match ${key} (expected ${expected})`,
    );
  }
  return expected;
}

/** The key behind `<prefix><key>`, or null when the URL has another prefix or an unsafe key. */
export function keyAfterPrefix(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeFileKey(key) ? key : null;
}

/** The path every store serves its files under (uploaded-files.routes.ts). */
export const UPLOADS_PATH = '/uploads/';

/** Upload names are random and never reused (decision 003): a stored file never changes. */
export const UPLOADED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The type is derived from the key's extension, not kept in a sidecar file: the static
 * `/uploads` route serves these files by extension too, so `get()` and the browser always
 * agree; one file per key keeps the write a single atomic rename; and it doubles as the
 * allow-list above. `put()` refuses a content type that disagrees with the extension, so
 * callers behave the same on S3, which stores the type it is given.
 */
export function createDiskFileStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertSafeKey(key);
    const target = path.join(root, ...key.split('/'));
    // The whitelist already forbids escaping the root; this guards against a future edit of it.
    if (!target.startsWith(root + path.sep)) throw new UnsafeFileKeyError(key);
    return target;
  }

  return {
    kind: 'disk',

    async put(key, body, contentType) {
      const target = resolveKey(key);
      assertStorable(key, contentType);
      const dir = path.dirname(target);
      await fs.mkdir(dir, { recursive: true });
      // Same directory as the target so the rename stays on one filesystem (atomic); the
      // leading dot keeps it from ever matching a valid key.
      const temp = path.join(dir, `.${path.basename(target)}.${randomUUID()}.tmp`);
      try {
        // flush: fsync before close, so a crash after the rename cannot leave an empty file.
        if (Buffer.isBuffer(body)) {
          await fs.writeFile(temp, body, { flag: 'wx', flush: true });
        } else {
          await pipeline(body, createWriteStream(temp, { flags: 'wx', flush: true }));
        }
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const target = resolveKey(key);
      const contentType = contentTypeForKey(key);
      if (contentType === null) return null;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Size and bytes come from the same open file, even if the key is replaced meanwhile.
      const stat = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
        contentType,
        size: stat.size,
      };
    },

    async stat(key) {
      const target = resolveKey(key);
      const contentType = contentTypeForKey(key);
      if (contentType === null) return null;
      try {
        const stat = await fs.stat(target);
        if (!stat.isFile()) return null;
        return {
          contentType,
          size: stat.size,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(resolveKey(key), { force: true });
    },

    url(key) {
      assertSafeKey(key);
      return UPLOADS_PATH + key;
    },

    keyForUrl(url) {
      return keyAfterPrefix(url, UPLOADS_PATH);
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
