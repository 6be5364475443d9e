// The server's memory (RSS) while the owner uploads BENCH_UPLOADS (default 8) images at once,
// for each case below: a photo of BENCH_MEGAPIXELS (default 40), then the worst image each
// bound of src/server/platform/image-bounds.ts still allows, the largest file, and the
// 5,000,000x8 PNG of issue 24 (refused). Each case runs on a freshly started server, after
// one small upload (sharp loaded) and once its image worker has exited again. The figure is
// the growth of the server's peak RSS over its RSS before the uploads (the kernel's peak, reset
// through /proc/<pid>/clear_refs) plus the peak RSS of the image worker the uploads started
// (a child process, docs/decisions/050): an upper bound of their sum. Side by side, the same
// uploads go to a plain node:http server that only reads each body into memory, as the
// store's upload route does before it decodes: what receiving them costs anyway. Runs the
// built server (or BENCH_SERVER, another build's main.js) on a fresh data directory, on
// loopback. BENCH_CASES (names, comma-separated) picks cases. Linux only (reads /proc).
// Prints figures; never a pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureBuild, root } from '../scripts/build-lib.mjs';
import { waitForStore } from './bench-lib.mjs';
import { uploadCases } from './upload-cases.mjs';

const uploads = Number(process.env.BENCH_UPLOADS ?? 8);
const megapixels = Number(process.env.BENCH_MEGAPIXELS ?? 40);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3701);
const baseUrl = `http://127.0.0.1:${port}`;
const owner = 'bench-owner@example.com';
const password = 'bench-password';
/** The owner's proof at sign-up (README, "Becoming the owner"): without it, uploads are 403. */
const setupCode = 'BENCH-SETUP-CODE';

let entry = process.env.BENCH_SERVER;
if (!entry) {
  ensureBuild();
  entry = path.join(root, 'dist/server/main.js');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-upload-bench-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cases = await uploadCases(dataDir, megapixels);
const chosen = process.env.BENCH_CASES?.split(',') ?? cases.map((item) => item.name);

/** VmRSS and VmHWM (the peak since the last reset) of `pid`, in MB. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
/** From now on VmHWM is the peak since this call (Linux 4.0+). */
const resetPeak = (pid) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function portIsFree(url) {
  return fetch(url).then(
    () => false,
    () => true,
  );
}

function spawnStore() {
  return spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OWNER_EMAIL: owner,
      OWNER_SETUP_CODE: setupCode,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

/** A node:http server that reads every request body into memory and answers 201. */
const plainSource = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ bytes: body.length }));
  });
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

async function startPlain() {
  const child = spawn(process.execPath, ['-e', plainSource], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const plainPort = await new Promise((resolve) => child.once('message', resolve));
  return { child, url: `http://127.0.0.1:${plainPort}` };
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
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

async function uploadAll(url, image, cookie) {
  return Promise.all(
    Array.from({ length: uploads }, async (_, index) => {
      const form = new FormData();
      form.append('file', new Blob([image]), `image-${index}`);
      const response = await fetch(`${url}/api/admin/uploads/images`, {
        method: 'POST',
        headers: { origin: baseUrl, cookie },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

/** The pids of `pid`'s child processes. */
function children(pid) {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) => {
    try {
      return fs
        .readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
}

/** Resolves once `pid` has no child process (its image worker exited when idle). */
async function noChildren(pid) {
  for (let i = 0; i < 120 && children(pid).length > 0; i++) await sleep(250);
}

/** Uploads `image` `uploads` times at once to a fresh `process`; returns its figures. */
async function measure(child, url, image, cookie, warmUp) {
  if (warmUp) {
    await uploadAll(url, warmUp, cookie);
    await noChildren(child.pid);
  }
  await sleep(1000);
  const before = memory(child.pid).rss;
  resetPeak(child.pid);
  // Each worker's own peak (VmHWM), read while it lives.
  const workers = new Map();
  const sample = () => {
    for (const pid of children(child.pid)) {
      try {
        workers.set(pid, Math.max(workers.get(pid) ?? 0, memory(pid).peak));
      } catch {
        // exited between the listing and the read
      }
    }
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  const statuses = await uploadAll(url, image, cookie);
  const seconds = (performance.now() - started) / 1000;
  sample();
  clearInterval(sampler);
  const peak = memory(child.pid).peak;
  const worker = Math.max(0, ...workers.values());
  return { statuses, seconds, before, peak, worker, growth: peak - before + worker };
}

const mb = (value) => `${value.toFixed(0)} MB`;
const small = await sharp({
  create: { width: 64, height: 64, channels: 3, background: '#3060a0' },
})
  .png()
  .toBuffer();
const rows = [];
let store;
try {
  if (!(await portIsFree(baseUrl))) throw new Error(`Port ${port} is in use; set BENCH_PORT.`);
  // The first start creates the database; every case starts the store again on it.
  store = spawnStore();
  await waitForStore(baseUrl);
  await authRequest('sign-up', { email: owner, password, name: 'Bench Owner', setupCode });
  await stop(store);
  store = undefined;

  for (const item of cases.filter((candidate) => chosen.includes(candidate.name))) {
    const image = await (await item.make()).toBuffer();
    const header = await sharp(image, { limitInputPixels: false }).metadata();
    const shape = `${header.width}x${header.height} ${header.channels}x${header.depth} ${header.format}`;
    console.log(`${item.name}: ${item.label}; ${shape}, ${(image.length / 1024).toFixed(0)} KB`);

    store = spawnStore();
    await waitForStore(baseUrl);
    const cookie = await authRequest('sign-in', { email: owner, password });
    const measured = await measure(store, baseUrl, image, cookie, small);
    await sleep(idleSeconds * 1000);
    const after = memory(store.pid).rss;
    await stop(store);
    store = undefined;

    const plain = await startPlain();
    const reference = await measure(plain.child, plain.url, image, cookie);
    await stop(plain.child);

    console.log(`  statuses        ${measured.statuses.join(' ')}`);
    console.log(`  all done in     ${measured.seconds.toFixed(1)} s`);
    console.log(`  RSS before      ${mb(measured.before)}, peak ${mb(measured.peak)}`);
    console.log(`  image worker    peak ${mb(measured.worker)}`);
    console.log(
      `  peak growth     ${mb(measured.growth)} (plain node:http: ${mb(reference.growth)})`,
    );
    console.log(`  RSS after ${idleSeconds} s   ${mb(after)}`);
    rows.push({ item, shape, kb: image.length / 1024, measured, reference });
  }

  console.log(`\n${uploads} uploads at once, ${entry}, load average ${os.loadavg()[0].toFixed(2)}`);
  console.log(
    '| case | image | file | statuses | done in | server peak growth | image worker peak | together | plain node:http |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { item, shape, kb, measured, reference } of rows) {
    const statuses = [...new Set(measured.statuses)].join('/');
    console.log(
      `| ${item.name} | ${shape} | ${kb.toFixed(0)} KB | ${statuses} | ${measured.seconds.toFixed(1)} s | ${mb(measured.peak - measured.before)} | ${mb(measured.worker)} | ${mb(measured.growth)} | ${mb(reference.growth)} |`,
    );
  }
} finally {
  if (store) await stop(store);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
