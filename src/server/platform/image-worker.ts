// Images are decoded in a child process, one at a time (docs/decisions/050). In the server's
// own process, glibc's allocator kept the memory of each decoded image in its per-thread
// arenas: eight 40 MP uploads, one after the other, left the server 150 MB larger, and eight
// of the worst images the bounds allow up to 460 MB. The worker starts with the allocator told to hand
// large blocks straight back, serves the uploads of a batch, and exits when idle, so what it
// held goes back to the system. A decoder that crashes takes only the worker with it.
//
// A worker says it is ready (sharp loaded) before it gets work: one that cannot start (its file
// missing from the build, sharp's library broken) fails the upload with a clear error at once,
// never a hang. A worker that dies in the middle of an image gets that image once more, on a
// new worker; a second death fails it.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EncodedVariant } from './image-encoder';

/** The worker exits after this long without work; the next upload starts another (~0.2 s). */
const IDLE_MS = 10_000;
/** How long a new worker may take to say it is ready: the first start under tsx takes seconds. */
const READY_TIMEOUT_MS = 30_000;
/** The end of a worker's stderr kept for the error that reports it failed (Node's last words). */
const STDERR_TAIL_BYTES = 2_048;

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

/** What the worker sends: once `ready` when it can take work, then one answer per request. */
export type WorkerMessage =
  { ready: true } | { id: number; variants: EncodedVariant[] } | { id: number; error: string };

/** The worker could not read the image, or stopped twice while reading it. */
export class ImageWorkerError extends Error {
  override name = 'ImageWorkerError';
}

/** The worker died twice while it held the image: once more would likely kill it again. */
export class ImageWorkerCrashedError extends ImageWorkerError {
  override name = 'ImageWorkerCrashedError';
}

/** No worker could be started: nothing is wrong with the image; the server needs fixing. */
export class ImageWorkerUnavailableError extends Error {
  override name = 'ImageWorkerUnavailableError';
}

/** The worker process stopped while it held an image (internal: the image is tried again). */
class WorkerStoppedError extends Error {}

/** A worker's entry file and the Node flags it runs with. */
export interface WorkerCommand {
  file: string;
  execArgv: string[];
}

/** The worker's entry: the build's own file, or the source run through tsx (tests, `npm run dev`). */
function defaultCommand(): WorkerCommand {
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

export interface ImageWorkerOptions {
  /** Default: image-worker-main.ts (or the build's image-worker.js). */
  command?: WorkerCommand;
  readyTimeoutMs?: number;
  idleMs?: number;
}

export interface ImageWorker {
  /** The variants of `input`, made by a worker process. Call one at a time (images.ts queues). */
  encode(input: Uint8Array): Promise<EncodedVariant[]>;
}

interface Pending {
  resolve: (variants: EncodedVariant[]) => void;
  reject: (error: Error) => void;
}

interface Running {
  child: ChildProcess;
  /** Jobs sent to this worker and not answered yet. */
  pending: Map<number, Pending>;
  /** Why it stopped, once it has. */
  stopped: string | null;
}

/** Lets the server exit while the worker idles; holds it while a job runs. */
function holdServer(child: ChildProcess, hold: boolean) {
  // stdin and stderr are pipes: sockets, with the socket's ref and unref.
  const pipes = [child.stdin, child.stderr] as (Socket | null)[];
  if (hold) {
    child.ref();
    child.channel?.ref();
    for (const pipe of pipes) pipe?.ref();
  } else {
    child.unref();
    child.channel?.unref();
    for (const pipe of pipes) pipe?.unref();
  }
}

/** The error Node printed as the process ended (`Error: Cannot find module …`), if any. */
const lastWords = (stderr: string) =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^[A-Za-z]*Error\b/.test(line)) ?? '';

interface Started {
  running: Running;
  /** Resolves once the worker said it is ready; rejects if it never does. */
  ready: Promise<Running>;
}

export function createImageWorker(options: ImageWorkerOptions = {}): ImageWorker {
  const command = options.command ?? defaultCommand();
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const idleMs = options.idleMs ?? IDLE_MS;
  let worker: Started | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;

  function start(): Started {
    const child = spawn(process.execPath, [...command.execArgv, command.file], {
      // Nothing of the server's configuration (secrets, database URL): the worker needs none.
      env: { PATH: process.env.PATH ?? '', ...ALLOCATOR_ENV },
      stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    const running: Running = { child, pending: new Map(), stopped: null };
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    // A write to a worker that just died (EPIPE): its exit fails the job.
    child.stdin?.on('error', () => {});

    let ready = false;
    let timer: NodeJS.Timeout | undefined;
    let reject: (error: Error) => void = () => {};
    const readyPromise = new Promise<Running>((resolve, fail) => {
      reject = fail;
      timer = setTimeout(() => {
        stop(`it did not say it was ready within ${readyTimeoutMs / 1000} s`);
        child.kill('SIGKILL');
      }, readyTimeoutMs);
      child.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          ready = true;
          clearTimeout(timer);
          resolve(running);
          return;
        }
        const job = running.pending.get(message.id);
        if (!job) return;
        running.pending.delete(message.id);
        if ('error' in message) job.reject(new ImageWorkerError(message.error));
        else job.resolve(message.variants);
      });
    });

    function stop(reason: string) {
      if (running.stopped) return;
      const said = lastWords(stderr);
      running.stopped = said ? `${reason}: ${said}` : reason;
      if (worker?.running === running) worker = null;
      if (!ready) {
        clearTimeout(timer);
        reject(
          new ImageWorkerUnavailableError(`The image worker did not start: ${running.stopped}`),
        );
      }
      for (const job of running.pending.values()) {
        job.reject(new WorkerStoppedError(running.stopped));
      }
      running.pending.clear();
    }
    child.on('error', (error) => stop(`it failed: ${error.message}`));
    child.on('exit', (code, signal) => stop(`it stopped (${signal ?? `exit code ${code}`})`));
    return { running, ready: readyPromise };
  }

  /** The worker that is running or starting, or a new one. */
  function current(): Promise<Running> {
    worker ??= start();
    return worker.ready;
  }

  async function runOn(running: Running, input: Uint8Array): Promise<EncodedVariant[]> {
    if (running.stopped) throw new WorkerStoppedError(running.stopped);
    holdServer(running.child, true);
    const id = nextId++;
    const done = new Promise<EncodedVariant[]>((resolve, reject) =>
      running.pending.set(id, { resolve, reject }),
    );
    running.child.send({ id, length: input.length } satisfies WorkerRequest, (error) => {
      if (error) running.pending.get(id)?.reject(new WorkerStoppedError(error.message));
    });
    running.child.stdin?.write(input);
    try {
      return await done;
    } finally {
      if (!running.stopped && running.pending.size === 0) idleLater(running);
    }
  }

  function idleLater(running: Running) {
    holdServer(running.child, false);
    idleTimer = setTimeout(() => {
      // Forgotten first, so an upload from now on starts a new worker.
      if (worker?.running === running) worker = null;
      running.stopped = 'idle';
      running.child.kill();
    }, idleMs);
    idleTimer.unref();
  }

  return {
    async encode(input) {
      clearTimeout(idleTimer);
      try {
        return await runOn(await current(), input);
      } catch (error) {
        if (!(error instanceof WorkerStoppedError)) throw error;
      }
      // It died with the image: the image's fault, or not (the system killed it for memory).
      // Once more, on a new worker.
      try {
        return await runOn(await current(), input);
      } catch (error) {
        if (!(error instanceof WorkerStoppedError)) throw error;
        throw new ImageWorkerCrashedError(
          `the image worker stopped twice while reading it (${error.message})`,
        );
      }
    },
  };
}

/** The server's image worker. */
export const imageWorker = createImageWorker();
