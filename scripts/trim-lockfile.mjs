// The package registry these machines reach lacks some platform builds of optional native
// packages (Tailwind's oxide for macOS/Windows, the import resolver's bindings). npm still
// names them in package-lock.json, and `npm ci` then refuses the lock as "out of sync".
// Run after `npm install` changes the lock: drops optional dependencies that are not locked.
// See docs/decisions/005-lockfile-platform-builds.md.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-lib.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const locked = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!locked.has(name)) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(
  `package-lock.json: dropped ${dropped} optional dependencies the registry does not have`,
);
