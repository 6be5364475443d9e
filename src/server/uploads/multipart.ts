// Reads the file of a multipart/form-data upload as a stream, so a 200 MB hero video goes to
// storage chunk by chunk and an oversized image is refused after reading at most its limit.
// Hono's parseBody() (the Fetch API's formData()) holds the whole body in memory first.
//
// Only what the upload forms send is supported: the first part with a file name in the
// named field is returned; small fields before it are skipped; whatever follows it is left
// unread (the Node server drains it after the response).

export class MultipartError extends Error {
  override name = 'MultipartError';
}

export interface FilePart {
  /** The file name the browser sent, without any directory part; '' when none was given. */
  fileName: string;
  /** The browser's claim, for logging only: types are read from the bytes. */
  contentType: string;
  /** The file's bytes, read from the request as they are consumed. */
  body: AsyncIterable<Buffer>;
}

const CRLF = Buffer.from('\r\n');
const MAX_PREAMBLE_BYTES = 1024;
const MAX_HEADER_LINE_BYTES = 8 * 1024;
const MAX_HEADER_LINES = 16;
/** Text fields sent before the file; they are skipped, so they are kept small. */
const MAX_SKIPPED_BYTES = 64 * 1024;

/** The boundary of a multipart/form-data content type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  // RFC 2046: 1 to 70 characters.
  return boundary && boundary.length <= 70 ? boundary : null;
}

/** Pulls bytes from a web stream, with look-ahead for delimiters split across chunks. */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    return true;
  }

  /** The bytes before `delimiter`, which is consumed too; at most `maxBytes` of them. */
  async readUntil(delimiter: Buffer, maxBytes: number): Promise<Buffer> {
    for (;;) {
      const index = this.pending.indexOf(delimiter);
      if (index >= 0 && index <= maxBytes) {
        const bytes = this.pending.subarray(0, index);
        this.pending = this.pending.subarray(index + delimiter.length);
        return bytes;
      }
      if (index > maxBytes || this.pending.length > maxBytes + delimiter.length) {
        throw new MultipartError('A multipart header or preamble is too long');
      }
      if (!(await this.fill())) throw new MultipartError('The upload ended early');
    }
  }

  async readExactly(length: number): Promise<Buffer> {
    while (this.pending.length < length) {
      if (!(await this.fill())) throw new MultipartError('The upload ended early');
    }
    const bytes = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    return bytes;
  }

  /**
   * Yields the bytes before `delimiter` as they arrive, then consumes the delimiter. Only the
   * last `delimiter.length - 1` bytes are held back, in case the delimiter starts there.
   */
  async *streamUntil(delimiter: Buffer): AsyncGenerator<Buffer> {
    const holdBack = delimiter.length - 1;
    for (;;) {
      const index = this.pending.indexOf(delimiter);
      if (index >= 0) {
        if (index > 0) yield this.pending.subarray(0, index);
        this.pending = this.pending.subarray(index + delimiter.length);
        return;
      }
      if (this.pending.length > holdBack) {
        const safe = this.pending.subarray(0, this.pending.length - holdBack);
        this.pending = this.pending.subarray(this.pending.length - holdBack);
        yield safe;
      }
      if (!(await this.fill())) throw new MultipartError('The upload ended early');
    }
  }
}

interface PartHeaders {
  field: string | null;
  fileName: string | null;
  contentType: string;
}

/**
 * A parameter of a Content-Disposition header. Browsers do not backslash-escape inside the
 * quotes (a Windows path keeps its backslashes); they percent-encode `"` and line breaks.
 */
function dispositionParam(header: string, name: string): string | null {
  const pattern = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i');
  const match = pattern.exec(header);
  if (!match) return null;
  return match[1] ?? match[2] ?? '';
}

function parseHeaders(lines: string[]): PartHeaders {
  const headers: PartHeaders = { field: null, fileName: null, contentType: '' };
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') {
      headers.field = dispositionParam(value, 'name');
      headers.fileName = dispositionParam(value, 'filename');
    } else if (name === 'content-type') {
      headers.contentType = value;
    }
  }
  return headers;
}

/**
 * The name to show back to the owner: browsers send the bare name, old ones a full path.
 * Control characters are dropped and the length capped, since it is echoed in messages.
 */
export function displayFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // Browsers percent-encode a quote and line breaks in the name (WHATWG multipart encoding).
  const decoded = base.replace(/%22/g, '"').replace(/%0D/gi, '').replace(/%0A/gi, '');
  // eslint-disable-next-line no-control-regex
  return decoded.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

/**
 * The first file in `field` of a multipart/form-data request, or null when the form has no
 * file there. Throws MultipartError when the body is not well-formed multipart.
 */
export async function readFilePart(request: Request, field = 'file'): Promise<FilePart | null> {
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) throw new MultipartError('The upload must be sent as multipart/form-data');
  if (!request.body) throw new MultipartError('The upload is empty');
  const reader = new ByteReader(request.body.getReader());
  const dashBoundary = Buffer.from(`--${boundary}`);
  const partEnd = Buffer.concat([CRLF, dashBoundary]);

  // Anything before the first boundary is a preamble to ignore.
  await reader.readUntil(dashBoundary, MAX_PREAMBLE_BYTES);
  let skipped = 0;
  for (;;) {
    const after = (await reader.readExactly(2)).toString('latin1');
    if (after === '--') return null; // the closing boundary: no file in the form
    if (after !== '\r\n') throw new MultipartError('A multipart boundary is malformed');

    const lines: string[] = [];
    for (;;) {
      const line = (await reader.readUntil(CRLF, MAX_HEADER_LINE_BYTES)).toString('utf8');
      if (line === '') break;
      lines.push(line);
      if (lines.length > MAX_HEADER_LINES) throw new MultipartError('Too many part headers');
    }
    const headers = parseHeaders(lines);
    const body = reader.streamUntil(partEnd);
    if (headers.field === field && headers.fileName !== null) {
      return {
        fileName: displayFileName(headers.fileName),
        contentType: headers.contentType,
        body,
      };
    }
    for await (const chunk of body) {
      skipped += chunk.length;
      if (skipped > MAX_SKIPPED_BYTES)
        throw new MultipartError('Fields before the file are too long');
    }
  }
}

export class PartTooLargeError extends Error {
  override name = 'PartTooLargeError';
}

/** Passes `source` through, throwing PartTooLargeError once more than `maxBytes` went by. */
export async function* limitBytes(
  source: AsyncIterable<Buffer>,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw new PartTooLargeError(`The file is larger than ${maxBytes} bytes`);
    yield chunk;
  }
}

/** Reads the whole part into memory: for images, whose limit (15 MB) is small. */
export async function readAll(source: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of limitBytes(source, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The first `length` bytes (fewer if the stream is shorter) and a stream of every byte,
 * those included: for checking a file's signature before storing it.
 */
export async function peekBytes(
  source: AsyncIterable<Buffer>,
  length: number,
): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = source[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < length) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(seen).subarray(0, length);
  async function* all(): AsyncGenerator<Buffer> {
    yield* seen;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, all: all() };
}
