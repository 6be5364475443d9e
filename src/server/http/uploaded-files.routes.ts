// Serves uploaded files (product images, the hero video) from the files adapter, with the
// byte ranges Safari needs to play a video.
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { UPLOADED_FILE_CACHE_CONTROL, UPLOADS_PATH } from '../platform/files';
import { parseByteRange } from './byte-range';
import { errorBody } from './errors';
import type { Services } from '../services';

/**
 * Where a store with S3_PUBLIC_URL sends `/uploads/<key>` (a URL saved before the move to
 * S3): the same file from the bucket. A day, not a year: the setting may change.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Mounted at /uploads: `GET /uploads/<key>` answers the stored file, or 404. A store whose
 * files have a public URL elsewhere (S3_PUBLIC_URL) redirects there instead.
 */
export function uploadedFileRoutes({ files }: Pick<Services, 'files'>) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const notFound = () => c.json(errorBody('not_found', 'File not found.'), 404);
    let key: string;
    let publicUrl: string;
    try {
      key = decodeURIComponent(c.req.path.slice(UPLOADS_PATH.length));
      publicUrl = files.url(key);
    } catch {
      return notFound();
    }
    if (publicUrl !== UPLOADS_PATH + key) {
      c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
      return c.redirect(publicUrl, 302);
    }

    const rangeHeader = c.req.header('range');
    if (rangeHeader === undefined) {
      const file = await files.get(key);
      if (!file) return notFound();
      return send(c, file.contentType, file.size, file.body);
    }

    // Safari plays <video> only from byte ranges (the hero video). The size comes first,
    // so a bucket is asked for the bytes in range only.
    const info = await files.stat(key);
    if (!info) return notFound();
    const range = parseByteRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      fileHeaders(c, info.contentType);
      c.header('Content-Range', `bytes */${info.size}`);
      return c.body(null, 416);
    }
    const file = await files.get(key, range ?? undefined);
    if (!file) return notFound();
    if (!range) return send(c, file.contentType, file.size, file.body);
    fileHeaders(c, file.contentType);
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    c.header('Content-Length', String(range.end - range.start + 1));
    return c.body(Readable.toWeb(file.body) as ReadableStream, 206);
  });
}

function fileHeaders(c: Context<AppEnv>, contentType: string): void {
  c.header('Cache-Control', UPLOADED_FILE_CACHE_CONTROL);
  c.header('Content-Type', contentType);
  c.header('Accept-Ranges', 'bytes');
}

function send(c: Context<AppEnv>, contentType: string, size: number, body: Readable): Response {
  fileHeaders(c, contentType);
  c.header('Content-Length', String(size));
  return c.body(Readable.toWeb(body) as ReadableStream);
}
