// The files adapter on an S3-compatible bucket (AWS S3, MinIO, R2, ...), for stores that run
// as several copies: every copy reads and writes the same files. Keys are the same paths as
// under DATA_DIR/uploads, so `npm run files:migrate` copies that tree as it is.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config';
import {
  assertSafeKey,
  assertStorable,
  contentTypeForKey,
  FileStoreUnavailableError,
  keyAfterPrefix,
  UPLOADED_FILE_CACHE_CONTROL,
  UPLOADS_PATH,
  type FileStore,
} from './files';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * S3's smallest multipart part. A streamed upload holds at most PART_SIZE * QUEUE_SIZE
 * bytes in memory, however large the video.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/**
 * Without S3_PUBLIC_URL each download through /uploads holds a connection to the bucket
 * while the browser reads (the SDK's default is 50; past it, requests wait in line).
 */
const MAX_BUCKET_CONNECTIONS = 256;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without both keys the SDK's own chain applies (AWS_* variables, instance roles).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where the API requires them: the default (CRC32 trailers on every
    // upload) is refused by several S3-compatible servers; TLS already guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A bucket that does not answer fails the request instead of hanging it.
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_BUCKET_CONNECTIONS },
    },
  });
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound')
  );
}

/** Total size from `Content-Range: bytes 2-4/10`, which a ranged GET answers. */
function totalSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total !== undefined ? Number(total) : (contentLength ?? 0);
}

/**
 * Files in `settings.bucket`. `url()` is `S3_PUBLIC_URL/<key>` when that is set (the browser
 * fetches from the bucket or its CDN), else `/uploads/<key>` (the store streams it from the
 * bucket). Either form maps back to its key, so rows saved before a move stay valid.
 */
export function createS3FileStore(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): FileStore {
  const Bucket = settings.bucket;
  const publicPrefix = settings.publicUrl ? settings.publicUrl.replace(/\/+$/, '') + '/' : null;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const ContentType = assertStorable(key, contentType);
      const params = { Bucket, Key: key, ContentType, CacheControl: UPLOADED_FILE_CACHE_CONTROL };
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ ...params, Body: body }));
        return;
      }
      // Multipart, part by part as the stream delivers them. A failed stream aborts the
      // upload, and S3 shows an object only once complete: the old bytes stay until then.
      const upload = new Upload({
        client,
        params: { ...params, Body: body },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // The source's own error (PartTooLargeError, a client gone away) is what callers
      // check; the SDK may wrap or replace it.
      let sourceError: unknown = null;
      body.once('error', (error) => {
        sourceError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
    },

    async get(key, range) {
      assertSafeKey(key);
      // Only types the store takes: anything else put into the bucket by other means (an
      // .html page) is never served from the store's origin.
      const contentType = contentTypeForKey(key);
      if (contentType === null) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return {
          body: object.Body as Readable,
          contentType,
          size: totalSize(object.ContentRange, object.ContentLength),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      assertSafeKey(key);
      const contentType = contentTypeForKey(key);
      if (contentType === null) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          contentType,
          size: head.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    url(key) {
      assertSafeKey(key);
      return (publicPrefix ?? UPLOADS_PATH) + key;
    },

    keyForUrl(url) {
      return (
        keyAfterPrefix(url, UPLOADS_PATH) ??
        (publicPrefix ? keyAfterPrefix(url, publicPrefix) : null)
      );
    },
  };
}

/**
 * Checks at start-up that the bucket answers, so a wrong setting stops the store with one
 * line. HeadBucket needs s3:ListBucket, which the store needs anyway: without it S3 answers
 * 403 instead of 404 for a missing file.
 */
export async function checkBucket(settings: S3Settings, client: S3Client): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason =
      status === 404
        ? 'it does not exist'
        : status === 403 || status === 401
          ? 'access was refused (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and that they may list the bucket)'
          : error instanceof Error
            ? error.message || error.name
            : String(error);
    const where = settings.endpoint ? ` at ${settings.endpoint}` : '';
    throw new FileStoreUnavailableError(
      `The S3 bucket "${settings.bucket}"${where} cannot be used: ${reason}.`,
    );
  }
}
