// CI's check of the README's promise: on a fresh data directory, `npm start` serves the
// store with the demo catalogue, and a second start on the same directory refuses at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-lib.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-first-start-'));
const port = 3200;
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;

function start() {
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitForCatalogue(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/products`);
      if (response.ok) {
        const { products } = await response.json();
        if (products.length > 0) return products.length;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the store did not serve its demo catalogue within 60 s');
}

const started = Date.now();
const first = start();
let failed = false;
try {
  const count = await waitForCatalogue(started + 60_000);
  console.log(
    `first start served ${count} demo products after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const second = start();
  let output = '';
  second.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => second.on('exit', resolve));
  if (code === 0 || !output.includes('already using')) {
    throw new Error(
      `a second start on the same data directory did not refuse (exit ${code}): ${output}`,
    );
  }
  console.log(`second start refused: ${output.trim()}`);
} catch (error) {
  failed = true;
  console.error(String(error));
} finally {
  first.kill('SIGTERM');
  await new Promise((resolve) => first.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
