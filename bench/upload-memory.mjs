// The server's memory (RSS) while the owner uploads BENCH_UPLOADS (default 8) images of
// BENCH_MEGAPIXELS (default 40) at once: before, at the peak, and after BENCH_IDLE_SECONDS
// (default 10) of rest. Runs the built server (or BENCH_SERVER, another build's main.js) on a
// fresh data directory, on loopback. Linux only (reads /proc). Prints figures; never a pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureBuild, root } from '../scripts/build-lib.mjs';

const uploads = Number(process.env.BENCH_UPLOADS ?? 8);
const megapixels = Number(process.env.BENCH_MEGAPIXELS ?? 40);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3701);
const baseUrl = `http://127.0.0.1:${port}`;
const owner = 'bench-owner@example.com';

let entry = process.env.BENCH_SERVER;
if (!entry) {
  ensureBuild();
  entry = path.join(root, 'dist/server/main.js');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-upload-bench-'));
let server;

async function startServer() {
  // A server left on the port would be measured instead of this one.
  if (
    await fetch(baseUrl).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is in use; set BENCH_PORT to a free one.`);
  }
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OWNER_EMAIL: owner,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

async function stopServer() {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
}

/** Resident memory of the server process, in MB. */
function rssMb() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Signs up or in and returns the session cookie. */
async function authRequest(kind, body) {
  const response = await fetch(`${baseUrl}/api/auth/${kind}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${kind} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function waitForHealth() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/products`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

try {
  // The first start creates the database, which leaves the process larger than a store that
  // is simply restarted; the figures come from the second start.
  await startServer();
  await waitForHealth();
  const credentials = { email: owner, password: 'bench-password', name: 'Bench Owner' };
  await authRequest('sign-up', credentials);
  await stopServer();
  await startServer();
  await waitForHealth();
  const cookie = await authRequest('sign-in', { email: owner, password: credentials.password });

  // A photo-sized canvas with some structure: small in bytes, large once decoded.
  const width = Math.round(Math.sqrt(megapixels * 1_000_000 * 1.5));
  const height = Math.floor((megapixels * 1_000_000) / width);
  const png = await sharp({
    create: { width, height, channels: 3, background: '#3060a0' },
  })
    .composite([
      {
        input: { create: { width: 400, height: 400, channels: 3, background: '#e0c040' } },
        left: 100,
        top: 100,
      },
    ])
    .png()
    .toBuffer();

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 25);

  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: uploads }, async (_, index) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), `photo-${index}.png`);
      const response = await fetch(`${baseUrl}/api/admin/uploads/images`, {
        method: 'POST',
        headers: { origin: baseUrl, cookie },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  clearInterval(sampler);
  const after = rssMb();

  console.log(
    `${uploads} parallel uploads of a ${width}x${height} PNG (${((width * height) / 1e6).toFixed(1)} MP, ${(png.length / 1024).toFixed(0)} KB), ${entry}`,
  );
  console.log(`  statuses        ${statuses.join(' ')}`);
  console.log(`  all done in     ${seconds.toFixed(1)} s`);
  console.log(`  RSS before      ${before.toFixed(0)} MB`);
  console.log(`  RSS peak        ${peak.toFixed(0)} MB`);
  console.log(`  RSS after ${idleSeconds} s  ${after.toFixed(0)} MB`);
} finally {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
