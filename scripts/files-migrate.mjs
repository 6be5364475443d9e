// `npm run files:migrate`: copy DATA_DIR/uploads into the S3 bucket (src/server/platform/files-migrate-cli.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/files-migrate.js')).href);
