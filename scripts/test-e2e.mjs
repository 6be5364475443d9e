// `npm run test:e2e`: build if needed, then Playwright on a fresh data directory that is
// removed afterwards. Extra arguments go to Playwright (e.g. a spec file or --headed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataDir } },
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
