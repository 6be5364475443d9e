// Page weight of the storefront's first load, per page: the JS and CSS that index.html pulls in
// (the entry and its static imports) plus the page's own lazy route and what it imports, raw and
// gzipped; and the admin chunks, which must stay out of all of it. Prints figures only; never a
// pass/fail.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, root } from '../scripts/build-lib.mjs';

ensureBuild();
const dist = path.join(root, 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Each page and the module of its lazy route (the home page is in the entry itself). */
const pages = [
  { url: '/', route: null },
  { url: '/products', route: 'src/client/storefront/catalog/shop-page.tsx' },
  { url: '/product/:id', route: 'src/client/storefront/catalog/product-page.tsx' },
];

/** The files a chunk brings with it before it runs: itself, its CSS and its static imports. */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const measured = new Map();
const measure = (file) => {
  if (!measured.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    measured.set(file, { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return measured.get(file);
};
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const line = (label, raw, gzip) =>
  `  ${label.padEnd(52)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`;

const entryFiles = collect(entryKey);
const firstLoads = [];
for (const page of pages) {
  const files = new Set(entryFiles);
  if (page.route) {
    if (!manifest[page.route]) throw new Error(`${page.route} is not in the build's manifest`);
    collect(page.route, files);
  }
  const rows = [...files].map(measure);
  const js = rows.filter((row) => row.file.endsWith('.js'));
  const css = rows.filter((row) => row.file.endsWith('.css'));
  firstLoads.push(files);

  console.log(`Storefront first load (${page.url}):`);
  for (const row of rows) console.log(line(row.file, row.raw, row.gzip));
  console.log(line(`JS (${js.length} files)`, sum(js, 'raw'), sum(js, 'gzip')));
  console.log(line(`CSS (${css.length} files)`, sum(css, 'raw'), sum(css, 'gzip')));
  console.log(line('total', sum(rows, 'raw'), sum(rows, 'gzip')));
}

const admin = Object.entries(manifest)
  .filter(([key]) => key.startsWith('src/client/admin/'))
  .map(([, chunk]) => measure(chunk.file));
console.log(
  `Admin chunks (loaded only under /admin): ${admin.length} files, ${kb(sum(admin, 'gzip'))} gzip`,
);
const leaked = admin.filter((row) => firstLoads.some((files) => files.has(row.file)));
console.log(
  leaked.length
    ? `  WARNING: in a first load: ${leaked.map((r) => r.file).join(', ')}`
    : '  none of them in any first load',
);
