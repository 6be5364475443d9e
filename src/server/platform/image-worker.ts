// Images are decoded in a child process, one at a time (docs/decisions/050). In the server's
// own process, glibc's allocator kept the memory of each decoded image in its per-thread
// arenas: eight 40 MP uploads, one after the other, left the server 150 MB larger, and eight
// of the worst images the bounds allow up to 460 MB. The worker starts with the allocator told to hand
// large blocks straight back, serves the uploads of a batch, and exits when idle, so what it
// held goes back to the system. A decoder that crashes takes only the worker with it.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EncodedVariant } from './image-encoder';

/** The worker exits after this long without work; the next upload starts another (~0.2 s). */
const IDLE_MS = 10_000;

/**
 * glibc's malloc, read at the worker's start (other C libraries ignore them): blocks of 128 KB
 * or more are mapped and unmapped on their own instead of kept in the heap, and two arenas
 * instead of one per thread. Measured: eight decodes in a row grow by one decode, not eight.
 */
const ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' };

/** The image's `length` bytes follow on the worker's stdin: no copy made to send them. */
export interface WorkerRequest {
  id: number;
  length: number;
}

export type WorkerReply =
  { id: number; variants: EncodedVariant[] } | { id: number; error: string };

/** The worker could not read the image, or stopped while reading it. */
export class ImageWorkerError extends Error {
  override name = 'ImageWorkerError';
}

/** The worker's entry: the build's own file, or the source run through tsx (tests, `npm run dev`). */
function workerCommand(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return {
      file: path.join(path.dirname(here), 'image-worker-main.ts'),
      execArgv: ['--import', 'tsx'],
    };
  }
  // The build puts every entry and chunk in dist/server (scripts/build-server.mjs).
  return { file: path.join(path.dirname(here), 'image-worker.js'), execArgv: [] };
}

interface Pending {
  resolve: (variants: EncodedVariant[]) => void;
  reject: (error: Error) => void;
}

interface Worker {
  child: ChildProcess;
  /** Jobs sent to this worker and not answered yet. */
  pending: Map<number, Pending>;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;

function startWorker(): Worker {
  const { file, execArgv } = workerCommand();
  const child = spawn(process.execPath, [...execArgv, file], {
    // Nothing of the server's configuration (secrets, database URL): the worker needs none.
    env: { PATH: process.env.PATH ?? '', ...ALLOCATOR_ENV },
    stdio: ['pipe', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const started: Worker = { child, pending: new Map() };
  const failAll = (reason: string) => {
    if (worker === started) worker = null;
    for (const job of started.pending.values()) job.reject(new ImageWorkerError(reason));
    started.pending.clear();
  };
  child.on('message', (reply: WorkerReply) => {
    const job = started.pending.get(reply.id);
    if (!job) return;
    started.pending.delete(reply.id);
    if ('error' in reply) job.reject(new ImageWorkerError(reply.error));
    else job.resolve(reply.variants);
  });
  child.on('error', (error) => failAll(`the image worker failed: ${error.message}`));
  // A write to a worker that just died (EPIPE): its exit fails the job.
  child.stdin?.on('error', () => {});
  child.on('exit', (code, signal) =>
    failAll(`the image worker stopped (${signal ?? `exit code ${code}`})`),
  );
  return started;
}

/** Lets the server exit while the worker idles; holds it while a job runs. */
function holdServer(child: ChildProcess, hold: boolean) {
  // stdin is a pipe: a socket, with the socket's ref and unref.
  const stdin = child.stdin as Socket | null;
  if (hold) {
    child.ref();
    child.channel?.ref();
    stdin?.ref();
  } else {
    child.unref();
    child.channel?.unref();
    stdin?.unref();
  }
}

/** The variants of `input`, made by the worker. Call one at a time (images.ts queues them). */
export function encodeInWorker(input: Uint8Array): Promise<EncodedVariant[]> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = worker;
  holdServer(current.child, true);
  const id = nextId++;
  const done = new Promise<EncodedVariant[]>((resolve, reject) =>
    current.pending.set(id, { resolve, reject }),
  );
  current.child.send({ id, length: input.length } satisfies WorkerRequest);
  current.child.stdin?.write(input);
  return done.finally(() => {
    if (worker !== current || current.pending.size > 0) return;
    holdServer(current.child, false);
    idleTimer = setTimeout(() => {
      // Forgotten first, so an upload from now on starts a new worker.
      worker = null;
      current.child.kill();
    }, IDLE_MS);
    idleTimer.unref();
  });
}
