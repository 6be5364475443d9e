// Test helper: image worker entries that fail the ways a real one can (platform/image-worker.ts).
// Those that die mid-image wrap the real worker and kill themselves when the image arrives, so
// the death always falls inside the job.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../paths';
import type { WorkerCommand } from '../platform/image-worker';

const REAL_WORKER = path.join(projectRoot, 'src/server/platform/image-worker-main.ts');

let dir: string | null = null;

/** A worker entry written for the test, run as the source worker is (through tsx). */
export function workerEntry(name: string, source: string): WorkerCommand {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'image-worker-entry-'));
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, source);
  return { file, execArgv: ['--import', 'tsx'] };
}

/** Removes the entries written so far (a test file's afterAll). */
export function removeWorkerEntries(): void {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = null;
}

/** An entry whose file is not there, as in a build that left it out. */
export const missingWorker = (): WorkerCommand => ({
  file: path.join(os.tmpdir(), 'no-such-build', 'image-worker.js'),
  execArgv: [],
});

/**
 * The real worker, which kills itself (SIGKILL) when an image of `length` bytes arrives: on the
 * first such image only when `once` names a file to remember it by.
 */
export function dyingWorker(name: string, length: number, once?: string): WorkerCommand {
  const remember = once
    ? `if (fs.existsSync(${JSON.stringify(once)})) return;
  fs.writeFileSync(${JSON.stringify(once)}, '');`
    : '';
  return workerEntry(
    name,
    `import fs from 'node:fs';
process.on('message', (job) => {
  if (job.length !== ${length}) return;
  ${remember}
  process.kill(process.pid, 'SIGKILL');
});
await import(${JSON.stringify(REAL_WORKER)});
`,
  );
}
