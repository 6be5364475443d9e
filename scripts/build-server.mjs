// Bundles the server's TypeScript into dist/server (dependencies stay in node_modules).
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'seed-reset': 'src/server/seed/reset-cli.ts',
    'site-unlock': 'src/server/site/unlock-cli.ts',
    'db-transfer': 'src/server/db/transfer/transfer-cli.ts',
    'files-migrate': 'src/server/platform/files-migrate-cli.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
