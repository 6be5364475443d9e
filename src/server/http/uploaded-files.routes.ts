// Serves uploaded files (product images, the hero video) from the files adapter, with the
// byte ranges Safari needs to play a video.
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { FileStore } from '../platform/files';
import { parseByteRange } from './byte-range';
import { errorBody } from './errors';

const UPLOADS_PREFIX = '/uploads/';

/** Mounted at /uploads: `GET /uploads/<key>` answers the stored file, or 404. */
export function uploadedFileRoutes(files: FileStore) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(UPLOADS_PREFIX.length));
    } catch {
      return c.json(errorBody('not_found', 'File not found.'), 404);
    }
    const head = await files.get(key).catch(() => null);
    if (!head) return c.json(errorBody('not_found', 'File not found.'), 404);
    // Upload names are random and never reused, so a stored file never changes.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', head.contentType);
    c.header('Accept-Ranges', 'bytes');
    // Safari plays <video> only from byte ranges (the hero video).
    const range = parseByteRange(c.req.header('range'), head.size);
    if (range === 'unsatisfiable') {
      head.body.destroy();
      c.header('Content-Range', `bytes */${head.size}`);
      return c.body(null, 416);
    }
    if (range) {
      head.body.destroy();
      const part = await files.get(key, range);
      if (!part) return c.json(errorBody('not_found', 'File not found.'), 404);
      c.header('Content-Range', `bytes ${range.start}-${range.end}/${head.size}`);
      c.header('Content-Length', String(range.end - range.start + 1));
      return c.body(Readable.toWeb(part.body) as ReadableStream, 206);
    }
    c.header('Content-Length', String(head.size));
    return c.body(Readable.toWeb(head.body) as ReadableStream);
  });
}
