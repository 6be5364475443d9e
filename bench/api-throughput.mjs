// Requests per second and latency of the storefront's hottest reads, against the built
// server on a fresh data directory (or BENCH_URL). Bounded: each endpoint runs for
// BENCH_SECONDS (default 5) with BENCH_CONCURRENCY (default 8) loops, on loopback only.
// Prints figures; never a pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../scripts/build-lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
let baseUrl = process.env.BENCH_URL;
let server;
let dataDir;

async function waitForHealth(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/products`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

if (!baseUrl) {
  ensureBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const port = 3700;
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await waitForHealth(baseUrl);
}

const products = await (await fetch(`${baseUrl}/api/products`)).json();
const productId = products.products[0]?.id;
const endpoints = [
  '/api/products',
  '/api/products/best-sellers',
  `/api/products/${productId}`,
  '/api/collections',
  '/api/promotions/active',
  `/product/${productId}`,
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

console.log(`${concurrency} concurrent loops, ${seconds} s per endpoint, ${baseUrl}`);
for (const endpoint of endpoints) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(baseUrl + endpoint).catch(() => null);
        if (!response?.ok) errors++;
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `${endpoint.padEnd(60)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms${errors ? `  errors ${errors}` : ''}`,
  );
}

if (server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
