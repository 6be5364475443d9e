// Shared by `npm start` and `npm run seed:reset`: build the client (for the browser, and its
// server build in dist/ssr) and the server when the build is missing or older than any source.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.bundle-report.ts',
  'package.json',
  'scripts/build-server.mjs',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsStale() {
  if (!fs.existsSync(stampFile)) return true;
  const built = fs.statSync(stampFile).mtimeMs;
  return sources.some((entry) => newestMtime(entry) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log('Building the store (first start, or sources changed)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
  // The storefront's server build (dist/ssr), which renders the first paint of its pages.
  run(process.execPath, [vite, 'build', '--ssr', '--logLevel', 'warn']);
  run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
  fs.writeFileSync(stampFile, new Date().toISOString());
}
