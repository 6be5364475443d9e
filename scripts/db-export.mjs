// `npm run db:export -- <file>`: the store's database to one file (src/server/db/transfer).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
const { runTransferCli } = await import(
  pathToFileURL(path.join(root, 'dist/server/db-transfer.js')).href
);
await runTransferCli('export', process.argv.slice(2));
