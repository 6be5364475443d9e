// The image worker process as the server sees it (docs/decisions/050): a worker that cannot
// start fails the image at once with the reason, never a hang; one that dies holding an image
// gets it once more on a new worker, and a second death fails it clearly. The failing workers
// are small entry scripts (test/image-workers.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImageWorker,
  ImageWorkerCrashedError,
  ImageWorkerUnavailableError,
} from './image-worker';
import {
  dyingWorker,
  missingWorker,
  removeWorkerEntries,
  workerEntry,
} from '../test/image-workers';

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#204080' } })
    .jpeg()
    .toBuffer();
});
afterAll(removeWorkerEntries);

const widths = (variants: { size: { width: number } }[]) =>
  variants.map((variant) => variant.size.width);

describe('the image worker', () => {
  it('makes the variants of an image', async () => {
    const worker = createImageWorker();
    expect(widths(await worker.encode(photo))).toEqual([400, 800, 1000]);
  });

  it('fails at once, saying why, when its file is missing', async () => {
    const worker = createImageWorker({ command: missingWorker() });
    const encoding = worker.encode(photo);
    await expect(encoding).rejects.toThrow(ImageWorkerUnavailableError);
    await expect(encoding).rejects.toThrow(
      /^The image worker did not start: it stopped \(exit code 1\): Error: Cannot find module .*image-worker\.js/,
    );
  });

  it('fails at once, saying why, when it breaks as it loads', async () => {
    const worker = createImageWorker({
      command: workerEntry(
        'broken',
        "throw new Error('libvips-cpp.so.42: cannot open shared object file');",
      ),
    });
    await expect(worker.encode(photo)).rejects.toThrow(
      /did not start: it stopped \(exit code 1\): Error: libvips-cpp\.so\.42: cannot open shared object file/,
    );
  });

  it('gives up on a worker that never says it is ready', async () => {
    const worker = createImageWorker({
      command: workerEntry('silent', 'setInterval(() => {}, 1_000);'),
      readyTimeoutMs: 300,
    });
    await expect(worker.encode(photo)).rejects.toThrow(
      'The image worker did not start: it did not say it was ready within 0.3 s',
    );
  });

  it('gives an image whose worker died to a new worker', async () => {
    const marker = path.join(os.tmpdir(), `image-worker-died-once-${process.pid}`);
    const worker = createImageWorker({ command: dyingWorker('dies-once', photo.length, marker) });
    expect(widths(await worker.encode(photo))).toEqual([400, 800, 1000]);
    expect(fs.existsSync(marker)).toBe(true);
    fs.rmSync(marker);
  });

  it('fails an image that killed two workers, and takes the next image on a new one', async () => {
    const worker = createImageWorker({ command: dyingWorker('dies-always', photo.length) });
    const encoding = worker.encode(photo);
    await expect(encoding).rejects.toThrow(ImageWorkerCrashedError);
    await expect(encoding).rejects.toThrow(
      'the image worker stopped twice while reading it (it stopped (SIGKILL))',
    );
    const other = await sharp(photo).resize(500).png().toBuffer();
    expect(widths(await worker.encode(other))).toEqual([400, 500, 500]);
  });
});
