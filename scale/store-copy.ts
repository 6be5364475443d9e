// One copy of the built store as a child process, as a load balancer would see it: its own
// port and DATA_DIR, the shared engines from the environment it is given.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/build-lib.mjs';

export interface StoreCopy {
  name: string;
  url: string;
  wsUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it wrote to stderr, for the failure message. */
  log: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `dist/server/main.js` and resolves once it serves its catalogue. */
export async function startCopy(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<StoreCopy> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `store-scale-${name}-`));
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const copy: StoreCopy = {
    name,
    url,
    wsUrl: `ws://127.0.0.1:${port}`,
    child,
    exited,
    log: () => stderr,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`copy ${name} exited early:\n${stderr}`);
    try {
      const response = await fetch(`${url}/api/products`);
      if (response.ok && ((await response.json()) as { products: unknown[] }).products.length) {
        return copy;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await copy.stop('SIGKILL');
  throw new Error(`copy ${name} did not serve its catalogue within 120 s:\n${stderr}`);
}

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
