import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from src/ or dist/. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const clientDistFolder = path.join(projectRoot, 'dist/client');
/** The storefront's server build (`vite build --ssr src/client/entry-server.tsx`). */
export const storefrontEntryFile = path.join(projectRoot, 'dist/ssr/entry-server.js');
export const publicFolder = path.join(projectRoot, 'public');
