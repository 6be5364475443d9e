// Start-up time and memory of the built server (or BENCH_SERVER, another build's main.js): the
// first start on an empty data directory and a restart on it, each to the first 200 of
// GET /api/products; the server's RSS right after the first start, after BENCH_IDLE_SECONDS
// (default 5) of rest, and while BENCH_LOAD_SECONDS (default 10) of reads and orders run on
// BENCH_CONCURRENCY (default 20) loops, one order in every BENCH_ORDERS_EVERY (default 10)
// requests (1: orders only). Linux only (reads /proc). Loopback only; prints
// figures, never a pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../scripts/build-lib.mjs';
import { guestOrderBody } from './bench-lib.mjs';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ordersEvery = Number(process.env.BENCH_ORDERS_EVERY ?? 10);
if (!Number.isInteger(ordersEvery) || ordersEvery < 1) {
  throw new Error('BENCH_ORDERS_EVERY must be a whole number of 1 or more.');
}
const port = Number(process.env.BENCH_PORT ?? 3705);
const baseUrl = `http://127.0.0.1:${port}`;

let entry = process.env.BENCH_SERVER;
if (!entry) {
  ensureBuild();
  entry = path.join(root, 'dist/server/main.js');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-start-bench-'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS (now) and VmHWM (the peak so far) of `pid`, in MB. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** CPU time `pid` has used (user + system), in ms: a figure the machine's other load barely moves. */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15) in clock ticks, 100 a second on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts the server and resolves, with the milliseconds it took, at the first 200 of /api/products. */
async function start() {
  // A server left on the port would be measured instead of this one.
  if (
    await fetch(baseUrl).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is in use; set BENCH_PORT to a free one.`);
  }
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Orders are limited per client; the load plays many shoppers behind a proxy, as
      // bench/api-throughput.mjs does.
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  while (performance.now() - started < 120_000) {
    if (gone) throw new Error('the server exited while starting');
    const response = await fetch(`${baseUrl}/api/products`).catch(() => null);
    if (response?.ok) {
      await response.arrayBuffer();
      return { child, exited, ms: performance.now() - started, cpu: cpuMs(child.pid) };
    }
    await response?.arrayBuffer();
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /api/products within 120 s');
}

async function stop(server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Storefront reads and guest orders in `concurrency` loops for `seconds`; returns the RSS samples. */
async function load(server, seconds) {
  const { products } = await (await fetch(`${baseUrl}/api/products`)).json();
  const product = products.find((candidate) => candidate.inStock) ?? products[0];
  const order = guestOrderBody(product);
  const reads = [
    '/api/products',
    `/api/products/${product.id}`,
    `/product/${product.id}`,
    '/products',
    '/',
    '/api/collections',
  ];
  let shopper = 0;
  let requests = 0;
  let errors = 0;
  const samples = [];
  const deadline = performance.now() + seconds * 1000;
  const sampler = setInterval(() => samples.push(memory(server.child.pid).rss), 250);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      for (let i = 0; performance.now() < deadline; i++) {
        // One order in `ordersEvery` requests; each shopper address places a few (the
        // per-client limit).
        const ordering = (i + loop) % ordersEvery === 0;
        const n = Math.floor(shopper / 5);
        const response = await (
          ordering
            ? fetch(`${baseUrl}/api/orders`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  origin: baseUrl,
                  'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
                },
                body: order,
              })
            : fetch(baseUrl + reads[i % reads.length])
        ).catch(() => null);
        if (ordering) shopper++;
        requests++;
        if (!response?.ok) errors++;
        await response?.arrayBuffer();
      }
    }),
  );
  clearInterval(sampler);
  return { samples, requests, errors };
}

const mb = (value) => `${value.toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((v) => v.toFixed(2))}`);
try {
  const first = await start();
  const afterFirst = memory(first.child.pid);
  console.log(
    `first start (empty data dir) to first 200 of /api/products  ${seconds(first.ms)} (CPU ${seconds(first.cpu)})`,
  );
  console.log(
    `  RSS right after it ${mb(afterFirst.rss)}, peak while starting ${mb(afterFirst.peak)}`,
  );
  await sleep(idleSeconds * 1000);
  console.log(`  RSS after ${idleSeconds} s idle ${mb(memory(first.child.pid).rss)}`);
  await stop(first);

  const restart = await start();
  const afterRestart = memory(restart.child.pid);
  console.log(
    `restart (existing data dir) to first 200 of /api/products   ${seconds(restart.ms)} (CPU ${seconds(restart.cpu)})`,
  );
  console.log(
    `  RSS right after it ${mb(afterRestart.rss)}, peak while starting ${mb(afterRestart.peak)}`,
  );
  await sleep(idleSeconds * 1000);
  const idle = memory(restart.child.pid).rss;
  console.log(`  RSS after ${idleSeconds} s idle ${mb(idle)}`);

  const { samples, requests, errors } = await load(restart, loadSeconds);
  const underLoad = memory(restart.child.pid);
  samples.sort((a, b) => a - b);
  console.log(
    `under load (${concurrency} loops, ${loadSeconds} s, ${requests} requests, one order in ${ordersEvery}${errors ? `, ${errors} errors` : ''})`,
  );
  console.log(
    `  RSS median ${mb(samples[Math.floor(samples.length / 2)] ?? 0)}, highest sample ${mb(samples.at(-1) ?? 0)}, process peak ${mb(underLoad.peak)}`,
  );
  await sleep(idleSeconds * 1000);
  console.log(`  RSS after ${idleSeconds} s of rest ${mb(memory(restart.child.pid).rss)}`);
  await stop(restart);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
