// Requests per second and latency of the storefront's hottest reads and of placing orders
// (the write that must reach the disk), against the built server on a fresh data directory,
// or BENCH_URL, or BENCH_SERVER (another build's main.js, to compare two). Bounded: each
// endpoint runs for BENCH_SECONDS (default 5) with BENCH_CONCURRENCY (default 8) loops, on
// loopback only. BENCH_ONLY=orders (or reads) runs one half. Prints figures; never a pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from '../scripts/build-lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const only = process.env.BENCH_ONLY;
let baseUrl = process.env.BENCH_URL;
let server;
let dataDir;

async function waitForHealth(url) {
  for (let i = 0; i < 480; i++) {
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
  const entry = process.env.BENCH_SERVER ?? path.join(root, 'dist/server/main.js');
  if (!process.env.BENCH_SERVER) ensureBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const port = Number(process.env.BENCH_PORT ?? 3700);
  baseUrl = `http://127.0.0.1:${port}`;
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
      LOG_LEVEL: 'warn',
      // Orders are limited per client (30 an hour); the bench plays many shoppers, each named
      // by the proxy header below, as a store behind a reverse proxy sees them.
      TRUST_PROXY: 'true',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}

const products = await (await fetch(`${baseUrl}/api/products`)).json();
const productId = products.products[0]?.id;
const endpoints =
  only === 'orders'
    ? []
    : [
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

/** Runs `send` in `concurrency` loops for `seconds` and prints one line of figures. */
async function measure(label, send) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await send().catch(() => null);
        if (!response?.ok) errors++;
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(60)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms${errors ? `  errors ${errors}` : ''}`,
  );
}

console.log(`${concurrency} concurrent loops, ${seconds} s per endpoint, ${baseUrl}`);
for (const endpoint of endpoints) {
  await measure(endpoint, () => fetch(baseUrl + endpoint));
}

if (only !== 'reads') {
  // A guest order of one in-stock product: a transaction with the order, its line, and the
  // queued confirmation and owner mails; the worker then sends (or keeps) them.
  const product = products.products.find((entry) => entry.inStock);
  const order = JSON.stringify({
    shipping: {
      name: 'Bench Shopper',
      email: 'bench@example.com',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    items: [
      {
        productId: product.id,
        size: product.sizes[0] ?? '',
        color: product.colors[0] ?? '',
        quantity: 1,
      },
    ],
    paymentMethod: 'cashapp',
  });
  let shopper = 0;
  await measure('POST /api/orders', () => {
    // A new documentation-range address (RFC 5737) every few orders: one shopper's limit is
    // never reached, and nothing but the header names it.
    const n = Math.floor(shopper++ / 10);
    return fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
      },
      body: order,
    });
  });
}

if (server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
