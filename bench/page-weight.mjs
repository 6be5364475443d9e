// Page weight of the storefront's first load: the JS and CSS that index.html pulls in
// (the entry and its static imports), raw and gzipped, plus the admin chunks kept out of it.
// Prints figures only; never a pass/fail.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, root } from '../scripts/build-lib.mjs';

ensureBuild();
const dist = path.join(root, 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);

const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const css of chunk.css ?? []) initial.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((key) => manifest[key] === entry));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const measure = (file) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const rows = [...initial].map(measure);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);

console.log('Storefront first load (/):');
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`,
  );
console.log(
  `  ${'total'.padEnd(48)} ${kb(sum(rows, 'raw')).padStart(10)} ${kb(sum(rows, 'gzip')).padStart(10)} gzip`,
);

const admin = Object.entries(manifest)
  .filter(([key]) => key.startsWith('src/client/admin/'))
  .map(([, chunk]) => measure(chunk.file));
console.log(
  `Admin chunks (loaded only under /admin): ${admin.length} files, ${kb(sum(admin, 'gzip'))} gzip`,
);
const leaked = admin.filter((row) => initial.has(row.file));
console.log(
  leaked.length
    ? `  WARNING: in the first load: ${leaked.map((r) => r.file).join(', ')}`
    : '  none of them in the first load',
);
