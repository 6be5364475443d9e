// Requests per second and latency of the storefront's hottest reads, side by side with a plain
// `node:http` server that answers the very bytes the store answered (body and content type):
// the ratio store/plain says how much of the machine the store's own work takes. Then orders
// per second (the write that must reach the disk). Against the built server on a fresh data
// directory, or BENCH_URL, or BENCH_SERVER (another build's main.js, to compare two).
// BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)
// runs the server on a fresh database made there for the run and dropped after it.
//
// Load: autocannon, BENCH_CONNECTIONS (default 50) connections for reads and
// BENCH_ORDER_CONNECTIONS (default 20) for orders; each target gets BENCH_WARMUP seconds
// (default 3) unmeasured, then BENCH_SECONDS (default 10) measured. The plain server runs in
// this process and autocannon in a worker thread, so the two never share an event loop.
// BENCH_ONLY=orders (or reads) runs one half. Prints figures and the load average; never a
// pass/fail. For the orders, also the server's CPU time per order (from /proc, Linux only: the
// figure that other work on a shared machine disturbs least). BENCH_NODE_ARGS adds options to
// the server's node (`--cpu-prof --cpu-prof-dir=...` to profile it under the load).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, root } from '../scripts/build-lib.mjs';
import { guestOrderBody, waitForStore } from './bench-lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const orderConnections = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY;
let baseUrl = process.env.BENCH_URL;
let server;
let dataDir;
/** On BENCH_DATABASE_URL: the admin connection and the run's own database. */
let postgres;

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
  if (process.env.BENCH_DATABASE_URL) postgres = await freshPostgresDatabase();
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  server = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      // As `npm start` runs it: React's development build would render every mail several
      // times slower (docs/decisions/028).
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Orders are limited per client (30 an hour); the bench plays many shoppers, each named
      // by the proxy header below, as a store behind a reverse proxy sees them.
      TRUST_PROXY: 'true',
      // Every order also mails its owner a notice, as a store with an address set does.
      OWNER_EMAIL: process.env.OWNER_EMAIL ?? 'owner@example.com',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    stdio: 'ignore',
  });
  try {
    await waitForStore(baseUrl);
  } catch (error) {
    server.kill('SIGTERM');
    await postgres?.drop();
    throw error;
  }
}

/** A new database on BENCH_DATABASE_URL's server, and how to drop it once the server is gone. */
async function freshPostgresDatabase() {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `bench_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The bytes the store sends for a GET without Accept-Encoding, as autocannon asks. */
function fetchExact(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            contentType: response.headers['content-type'] ?? 'application/octet-stream',
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A server that does nothing but answer `answer` to every request. */
async function plainServer(answer) {
  const plain = http.createServer((request, response) => {
    response.writeHead(200, {
      'content-type': answer.contentType,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  });
  await new Promise((resolve) => plain.listen(0, '127.0.0.1', resolve));
  return { plain, url: `http://127.0.0.1:${plain.address().port}` };
}

/** The server's user + system CPU time so far in ms (Linux), or null. */
function serverCpuMs() {
  if (!server) return null;
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Warm-up, then the measured run; returns req/s, p50, p99, failures and server CPU per request. */
async function load(options) {
  const common = { connections, workers: 1, ...options };
  await autocannon({ ...common, duration: warmup });
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ ...common, duration: seconds });
  const cpuAfter = serverCpuMs();
  // Work the requests left behind (queued mails) is theirs too: until the server is idle.
  let cpuDrained = cpuAfter;
  for (let waited = 0; cpuDrained !== null && waited < 15_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = serverCpuMs();
    const busy = now - cpuDrained;
    cpuDrained = now;
    if (busy < 50) break;
  }
  return {
    cpuMsPerRequestDrained:
      cpuBefore === null || cpuDrained === null
        ? null
        : (cpuDrained - cpuBefore) / Math.max(1, result.requests.total),
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    statuses: Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', '),
  };
}

const figures = (label, r) =>
  `${label.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.failures ? `  failures ${r.failures} (answers ${r.statuses})` : ''}`;

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const products = await (await fetch(`${baseUrl}/api/products`)).json();
const productId = products.products[0]?.id;
console.log(
  `${os.cpus().length} CPUs, load average ${loadAverage()}; ${connections} connections, ${warmup} s warm-up + ${seconds} s per target, ${baseUrl}`,
);

if (only !== 'orders') {
  const endpoints = ['/api/products', `/api/products/${productId}`, `/product/${productId}`];
  for (const endpoint of endpoints) {
    const answer = await fetchExact(baseUrl + endpoint);
    console.log(
      `\nGET ${endpoint} (${answer.status}, ${answer.contentType}, ${answer.body.length} bytes)`,
    );
    const store = await load({ url: baseUrl + endpoint });
    const { plain, url } = await plainServer(answer);
    const reference = await load({ url: url + endpoint });
    await new Promise((resolve) => plain.close(resolve));
    console.log(figures('store', store));
    console.log(figures('plain', reference));
    console.log(`ratio    ${((store.rps / reference.rps) * 100).toFixed(1)}% of plain`);
  }
}

if (only !== 'reads') {
  // A guest order of one in-stock product: a transaction with the order, its line, and the
  // queued mails (the shopper's record of where to pay, the owner's notice); the worker then
  // keeps them (no SMTP_URL).
  const product = products.products.find((entry) => entry.inStock);
  let shopper = 0;
  const nextShopper = () => {
    // A new documentation-range address (RFC 5737) every few orders: one shopper's limit is
    // never reached, and nothing but the header names it.
    const n = Math.floor(shopper++ / 10);
    return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
  // In this thread (a request's headers are made per request), without a plain twin.
  const orders = await load({
    url: `${baseUrl}/api/orders`,
    connections: orderConnections,
    workers: undefined,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            origin: baseUrl,
            'x-forwarded-for': nextShopper(),
          },
          // Each order its own shopper's address: all of them are mailed (decision 049's cap).
          body: guestOrderBody(product, `bench-${shopper}@example.com`),
        }),
      },
    ],
  });
  console.log(`\nPOST /api/orders (${orderConnections} connections)`);
  console.log(figures('store', orders).replace('req/s', 'orders/s'));
  if (orders.cpuMsPerRequest !== null) {
    console.log(
      `server CPU ${orders.cpuMsPerRequest.toFixed(2)} ms per order during the run, ${orders.cpuMsPerRequestDrained.toFixed(2)} ms until its jobs were done`,
    );
  }
}

console.log(`\nload average ${loadAverage()}`);

if (server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
