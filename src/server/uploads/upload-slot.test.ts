// Image uploads take one slot at a time (docs/decisions/050, `holdingImage`): while one is read
// and stored, the next waits with its file unread (the network holds it back), and an upload
// that fails gives the slot to the next. The bodies are streams the test feeds chunk by chunk,
// so it sees how far the server has read each one.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedImageSchema } from '../../shared/content/content-input.schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

const BOUNDARY = 'upload-slot-test';

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

interface StreamedUpload {
  response: Promise<Response>;
  /** How many chunks of the body the server has asked for so far. */
  reads: () => number;
  /** Resolves once the server has asked for the body's `n`-th chunk (from 1). */
  asked: (n: number) => Promise<void>;
}

/**
 * Posts `file` as a multipart body in three chunks: the part's head with the first half, the
 * second half, the closing boundary. The last is sent once `hold` resolves; `endEarly` stops
 * the body before it instead, as a dropped connection does.
 */
function streamedUpload(
  fileName: string,
  file: Buffer,
  options: { hold?: Promise<void>; endEarly?: boolean } = {},
): StreamedUpload {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  const half = Math.floor(file.length / 2);
  const chunks = [
    Buffer.concat([Buffer.from(head), file.subarray(0, half)]),
    file.subarray(half),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ];
  let reads = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const index = reads++;
        for (const waiter of waiters.filter((w) => w.n <= reads)) waiter.resolve();
        if (index === chunks.length - 1) {
          await options.hold;
          if (options.endEarly) return controller.close();
        }
        const chunk = chunks[index];
        if (chunk) controller.enqueue(new Uint8Array(chunk));
        else controller.close();
      },
    },
    // Nothing read ahead: a chunk is asked for only when the server reads the body.
    { highWaterMark: 0 },
  );
  const response = Promise.resolve(
    t.app.request('/api/admin/uploads/images', {
      method: 'POST',
      headers: {
        origin: t.config.publicUrl,
        cookie: owner,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return {
    response,
    reads: () => reads,
    asked: (n) =>
      reads >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
  };
}

/** The first upload holds the slot until `release`; the second is sent meanwhile. */
async function secondWhileFirstHolds(first: Buffer, firstOptions: { endEarly?: boolean } = {}) {
  let release = () => {};
  const hold = new Promise<void>((resolve) => (release = resolve));
  const holding = streamedUpload('first.png', first, { hold, ...firstOptions });
  // The server asked for the first one's last chunk: it holds the slot, reading the file.
  await holding.asked(3);
  const waiting = streamedUpload('second.png', await photo('#802040'));
  // The second's head is read (its file part found), then it waits for the slot.
  await waiting.asked(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(waiting.reads()).toBe(1);
  release();
  return { first: await holding.response, second: waiting };
}

describe('image uploads one at a time', () => {
  it('reads the second file only once the first is stored', async () => {
    const { first, second } = await secondWhileFirstHolds(await photo('#204080'));
    expect(first.status).toBe(201);
    const stored = await second.response;
    expect(stored.status).toBe(201);
    expect(UploadedImageSchema.parse(await stored.json())).toMatchObject({ width: 900 });
    expect(second.reads()).toBeGreaterThan(1);
  });

  it('gives the slot to the next upload when one is not an image', async () => {
    const { first, second } = await secondWhileFirstHolds(Buffer.from('not a picture at all'));
    expect(first.status).toBe(400);
    expect((await second.response).status).toBe(201);
  });

  it('gives the slot to the next upload when one ends before its file does', async () => {
    const { first, second } = await secondWhileFirstHolds(await photo('#208040'), {
      endEarly: true,
    });
    expect(first.status).toBe(400);
    expect((await second.response).status).toBe(201);
  });
});
