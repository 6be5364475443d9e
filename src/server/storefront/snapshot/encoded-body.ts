// A response body kept in memory ready to send: its bytes, gzip and brotli variants made once,
// and a strong ETag per representation (RFC 9110 §8.8.3: each content coding is a
// representation of its own, so each gets its own tag; all of them match If-None-Match).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** Below this, compressing costs more than it saves (the size hono's compress() skips too). */
const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli's best (11) takes tens of milliseconds per page-sized body and would stretch every
 * rebuild; 9 keeps most of its gain at a fraction of the time.
 */
const BROTLI_QUALITY = 9;

/**
 * The smallest brotli window (log2 of its size, 16 bytes less) that holds the whole body.
 * Brotli's default (22, 4 MB) makes the encoder allocate and clear tables for 4 MB of input at
 * every call, ten times the work of compressing a 13 KB body; a window the size of the body
 * compresses it the same and lets any decoder use less memory too.
 */
const brotliWindowBits = (length: number): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 16))),
  );

type Bytes = Uint8Array<ArrayBuffer>;
/** A view of the Buffer's bytes, as a Response body takes them. */
const bytesOf = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

export interface EncodedBody {
  readonly contentType: string;
  readonly identity: Bytes;
  /** Null when the body is too small to be worth compressing. */
  readonly gzip: Bytes | null;
  readonly br: Bytes | null;
  /** The tag of the identity bytes; the compressed ones append `-gz` / `-br` inside the quotes. */
  readonly etag: string;
}

export const JSON_TYPE = 'application/json';
export const HTML_TYPE = 'text/html; charset=UTF-8';

export function encodeBody(text: string, contentType: string): EncodedBody {
  const identity = Buffer.from(text, 'utf8');
  const hash = createHash('sha1').update(identity).digest('base64url');
  const worthIt = identity.length >= COMPRESS_THRESHOLD;
  return {
    contentType,
    identity: bytesOf(identity),
    gzip: worthIt ? bytesOf(gzipSync(identity)) : null,
    br: worthIt
      ? bytesOf(
          brotliCompressSync(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(identity.length),
            },
          }),
        )
      : null,
    etag: `"${hash}"`,
  };
}

export type Coding = 'br' | 'gzip' | 'identity';

/** The best coding the request accepts that this body has: brotli, then gzip, else none. */
export function chooseCoding(body: EncodedBody, acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding || body.gzip === null) return 'identity';
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const q = (coding: string) =>
    accepts.find((accept) => accept.type.toLowerCase() === coding)?.q ?? wildcard;
  if (q('br') > 0) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return 'identity';
}

export const tagOf = (body: EncodedBody, coding: Coding) =>
  coding === 'identity' ? body.etag : `${body.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;

/** If-None-Match uses the weak comparison: any representation of the same bytes matches. */
export function notModified(body: EncodedBody, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tags = new Set((['identity', 'gzip', 'br'] as const).map((coding) => tagOf(body, coding)));
  return (ifNoneMatch.match(/"[^"]*"/g) ?? []).some((tag) => tags.has(tag));
}

export const bytesIn = (body: EncodedBody, coding: Coding): Bytes =>
  coding === 'br' ? body.br! : coding === 'gzip' ? body.gzip! : body.identity;

/**
 * Answers with the body (or 304) in the coding the request accepts, without a copy of it.
 * Headers go through `c.header` and the bytes through `c.body`: reading `c.res` first would make
 * hono wrap the answer in a streamed Response, several times slower to send.
 */
export function sendEncoded(
  c: Context,
  body: EncodedBody,
  options: { cacheControl: string; status?: 200 | 503 },
): Response {
  const coding = chooseCoding(body, c.req.header('Accept-Encoding'));
  c.header('Cache-Control', options.cacheControl);
  c.header('ETag', tagOf(body, coding));
  c.header('Vary', 'Accept-Encoding', { append: true });
  const status = options.status ?? 200;
  if (status === 200 && notModified(body, c.req.header('If-None-Match'))) {
    return c.body(null, 304);
  }
  const bytes = bytesIn(body, coding);
  c.header('Content-Type', body.contentType);
  c.header('Content-Length', String(bytes.length));
  if (coding !== 'identity') c.header('Content-Encoding', coding);
  return c.req.method === 'HEAD' ? c.body(null, status) : c.body(bytes, status);
}
