// Lighthouse (mobile: a mid-range phone on a slow 4G link, simulated) on the storefront's three
// busiest pages, against the built app on a fresh data directory or BENCH_URL, with the local
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). BENCH_RUNS (default 1) runs each page
// that many times and prints the median run (by performance score). Prints figures; never a
// pass/fail. The scores move with the machine's load, which is printed beside them.
// BENCH_REPORT_DIR keeps each run's full JSON report there, to see which element shifted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, root } from '../scripts/build-lib.mjs';
import { waitForStore } from './bench-lib.mjs';

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
const reportDir = process.env.BENCH_REPORT_DIR;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let baseUrl = process.env.BENCH_URL;
let server;
let dataDir;

async function startStore() {
  ensureBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-lighthouse-'));
  const port = Number(process.env.BENCH_PORT ?? 3710);
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port would be measured instead of this one.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is in use; set BENCH_PORT to a free one.`);
  }
  server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await waitForStore(url);
  return url;
}

function stop() {
  server?.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run (its default config is the mobile one), in a fresh browser profile. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories.accessibility.auditRefs)
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failing,
    runtimeError: lhr.runtimeError?.message,
  };
}

const median = (list) => [...list].sort((a, b) => a.performance - b.performance)[list.length >> 1];

try {
  baseUrl ??= await startStore();
  const { products } = await (await fetch(`${baseUrl}/api/products`)).json();
  const pages = ['/', '/products', `/product/${products[0]?.id}`];
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `Lighthouse ${lighthouseVersion} mobile, ${runs} run(s) per page (median shown), ${os.cpus().length} cores, load average ${load()}`,
  );
  console.log(
    `${'page'.padEnd(40)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)}`,
  );
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(baseUrl + page);
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      }
      results.push(figures(lhr));
    }
    const row = median(results);
    console.log(
      `${page.padEnd(40)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${row.lcp.toFixed(0).padStart(8)} ${row.tbt.toFixed(0).padStart(8)} ${row.cls.toFixed(3).padStart(7)}` +
        (row.failing.length ? `  accessibility: ${row.failing.join(', ')}` : '') +
        (row.runtimeError ? `  error: ${row.runtimeError}` : ''),
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  stop();
}
