// The image worker's process (image-worker.ts starts it): for each message, reads the image's
// bytes from stdin, encodes it and answers with its variants, one image after the other; exits
// when the server goes away. It says it is ready once sharp is loaded, before any work comes.
import sharp from 'sharp';
import { encodeVariants } from './image-encoder';
import type { WorkerMessage, WorkerRequest } from './image-worker';

// One libvips thread and no operation cache: an upload is decoded once and never again.
sharp.concurrency(1);
sharp.cache(false);

const received: Buffer[] = [];
let wake: (() => void) | null = null;
process.stdin.on('data', (chunk: Buffer) => {
  received.push(chunk);
  wake?.();
});

/** The next `length` bytes of stdin, copied once into their own buffer. */
async function readBytes(length: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(length);
  let filled = 0;
  while (filled < length) {
    const chunk = received[0];
    if (!chunk) {
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      continue;
    }
    const taken = Math.min(chunk.length, length - filled);
    chunk.copy(bytes, filled, 0, taken);
    filled += taken;
    if (taken === chunk.length) received.shift();
    else received[0] = chunk.subarray(taken);
  }
  return bytes;
}

const send = (message: WorkerMessage) => process.send?.(message);

let queue = Promise.resolve();
process.on('message', ({ id, length }: WorkerRequest) => {
  queue = queue.then(async () => {
    const input = await readBytes(length);
    try {
      send({ id, variants: await encodeVariants(sharp, input) });
    } catch (error) {
      send({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });
