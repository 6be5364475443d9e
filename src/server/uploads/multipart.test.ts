import { describe, expect, it } from 'vitest';
import {
  MultipartError,
  PartTooLargeError,
  displayFileName,
  multipartBoundary,
  readAll,
  readFilePart,
} from './multipart';
import { detectVideoType } from './video-type';

/** A request whose body arrives in chunks of `chunkSize` bytes, as a slow network would. */
function chunkedRequest(body: Buffer, contentType: string, chunkSize: number): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return new Request('http://store.test/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

const BOUNDARY = '----formboundary7MA4YWxk';
/** File bytes that contain near-misses of the delimiter. */
const FILE = Buffer.concat([
  Buffer.from('start\r\n--'),
  Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}X`),
  Buffer.alloc(5000, 0xab),
  Buffer.from('\r\nend'),
]);

function form(parts: { headers: string; body: Buffer }[], preamble = ''): Buffer {
  const chunks: Buffer[] = [Buffer.from(preamble)];
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\n${part.headers}\r\n\r\n`),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const filePart = (name = 'file', fileName = 'photo.jpg') => ({
  headers: `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/jpeg`,
  body: FILE,
});

describe('readFilePart', () => {
  it.each([1, 7, 64, 100_000])(
    'returns the file exactly, in chunks of %i bytes, skipping fields before it',
    async (chunkSize) => {
      const body = form(
        [
          { headers: 'Content-Disposition: form-data; name="note"', body: Buffer.from('hello') },
          filePart('other', 'not-this.jpg'),
          filePart(),
        ],
        'preamble to ignore\r\n',
      );
      const request = chunkedRequest(
        body,
        `multipart/form-data; boundary="${BOUNDARY}"`,
        chunkSize,
      );
      const part = await readFilePart(request);
      expect(part).toMatchObject({ fileName: 'photo.jpg', contentType: 'image/jpeg' });
      expect((await readAll(part!.body, 1_000_000)).equals(FILE)).toBe(true);
    },
  );

  it('returns null for a form without a file', async () => {
    const body = form([
      { headers: 'Content-Disposition: form-data; name="file"', body: Buffer.from('x') },
    ]);
    const request = chunkedRequest(body, `multipart/form-data; boundary=${BOUNDARY}`, 10);
    expect(await readFilePart(request)).toBeNull();
  });

  it('refuses what is not multipart, or ends early', async () => {
    await expect(
      readFilePart(chunkedRequest(Buffer.from('{}'), 'application/json', 10)),
    ).rejects.toThrow(MultipartError);
    const truncated = form([filePart()]).subarray(0, 300);
    const part = await readFilePart(
      chunkedRequest(truncated, `multipart/form-data; boundary=${BOUNDARY}`, 50),
    );
    await expect(readAll(part!.body, 1_000_000)).rejects.toThrow(MultipartError);
  });

  it('stops reading a file past its limit', async () => {
    const request = chunkedRequest(
      form([filePart()]),
      `multipart/form-data; boundary=${BOUNDARY}`,
      1000,
    );
    const part = await readFilePart(request);
    await expect(readAll(part!.body, 4000)).rejects.toThrow(PartTooLargeError);
  });
});

describe('multipartBoundary and displayFileName', () => {
  it('reads the boundary of form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeNull();
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });

  it('keeps the bare name, without paths or control characters', () => {
    expect(displayFileName('C:\\fakepath\\summer tee.PNG')).toBe('summer tee.PNG');
    expect(displayFileName('a/b/%22quoted%22.jpg')).toBe('"quoted".jpg');
    expect(displayFileName('evil\u0000\u001b[31m.jpg')).toBe('evil[31m.jpg');
  });
});

describe('detectVideoType', () => {
  const box = (brand: string) =>
    Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1')]);
  it.each([
    ['isom', 'mp4'],
    ['mp42', 'mp4'],
    ['M4V ', 'mp4'],
    ['qt  ', 'mov'],
  ])('takes an ftyp box with brand %j as %s', (brand, extension) => {
    expect(detectVideoType(box(brand))?.extension).toBe(extension);
  });

  it('refuses HEIC/AVIF images, audio, text and Matroska that is not WebM', () => {
    for (const brand of ['heic', 'mif1', 'avif', 'M4A '])
      expect(detectVideoType(box(brand))).toBeNull();
    expect(detectVideoType(Buffer.from('hello, this is not a video'))).toBeNull();
    const mkv = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska')]);
    expect(detectVideoType(mkv)).toBeNull();
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm')]);
    expect(detectVideoType(webm)?.extension).toBe('webm');
  });
});
