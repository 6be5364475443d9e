// What the storefront's first-load JS is made of, module by module: builds the client with
// source maps into a temporary folder (dist/ is left alone), follows each byte of the minified
// first-load files back to its source file, and prints minified bytes and an estimate of gzip
// bytes (each file's gzip size shared out by minified bytes) per package or client area, then
// the largest modules. `npm run bench:weight:modules [-- /products | /product/:id] [--top N]`.
// Figures only; page-weight.mjs is the page total.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-lib.mjs';

const routes = {
  '/': null,
  '/products': 'src/client/storefront/catalog/shop-page.tsx',
  '/product/:id': 'src/client/storefront/catalog/product-page.tsx',
};
const args = process.argv.slice(2);
const page = args.find((arg) => arg in routes) ?? '/';
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 40;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-breakdown-'));
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const build = spawnSync(
  process.execPath,
  [vite, 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}
const files = collect(entryKey, new Set());
if (routes[page]) collect(routes[page], files);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source map v3 "mappings": per generated line, [column, source index] of each segment. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A package by name, our own code by folder (`client/storefront/home`), else the bundler's. */
function groupOf(source) {
  const normalized = source.replaceAll('\\', '/');
  const inPackages = normalized.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const parts = normalized.slice(inPackages + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const inSrc = normalized.lastIndexOf('src/');
  if (inSrc >= 0) return path.posix.dirname(normalized.slice(inSrc + 'src/'.length));
  return '(bundler)';
}

const bySource = new Map();
let totalGzip = 0;
for (const file of [...files].filter((name) => name.endsWith('.js'))) {
  const code = fs.readFileSync(path.join(outDir, file), 'utf8');
  const body = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  const gzip = gzipSync(body, { level: 9 }).length;
  totalGzip += gzip;
  const share = gzip / body.length;
  const add = (source, bytes) => {
    const row = bySource.get(source) ?? { source, raw: 0, gzip: 0 };
    row.raw += bytes;
    row.gzip += bytes * share;
    bySource.set(source, row);
  };
  const mapFile = path.join(outDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) {
    add('(bundler)', body.length);
    continue;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lines = body.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    segments.forEach(([column, source], index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : length;
      add(source >= 0 ? map.sources[source] : '(bundler)', end - column);
    });
  });
}
fs.rmSync(outDir, { recursive: true, force: true });

const byGroup = new Map();
for (const row of bySource.values()) {
  const group = groupOf(row.source);
  const sum = byGroup.get(group) ?? { source: group, raw: 0, gzip: 0 };
  sum.raw += row.raw;
  sum.gzip += row.gzip;
  byGroup.set(group, sum);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`.padStart(10);
const print = (rows, count) => {
  for (const row of [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, count)) {
    console.log(`  ${row.source.padEnd(64)} ${kb(row.raw)} ${kb(row.gzip)}`);
  }
};
console.log(`First-load JS of ${page}: ${files.size} files, ${kb(totalGzip).trim()} gzip`);
console.log(`  ${'package or area'.padEnd(64)} ${'minified'.padStart(10)} ${'~gzip'.padStart(10)}`);
print(byGroup.values(), Infinity);
const ours = [...byGroup.values()].filter((row) => /^(client|shared)\b/.test(row.source));
console.log(
  `  packages and bundler ${kb(totalGzip - ours.reduce((sum, row) => sum + row.gzip, 0)).trim()}, ` +
    `our own code ${kb(ours.reduce((sum, row) => sum + row.gzip, 0)).trim()} (~gzip)`,
);
console.log(`Largest modules (top ${top}):`);
const relative = (row) => ({
  ...row,
  source: row.source.replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/'),
});
print([...bySource.values()].map(relative), top);
