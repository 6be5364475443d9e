// `npm run db:import -- <file>`: a file from db:export into the store's database (src/server/db/transfer).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
const { runTransferCli } = await import(
  pathToFileURL(path.join(root, 'dist/server/db-transfer.js')).href
);
await runTransferCli('import', process.argv.slice(2));
