// `npm run seed:reset`: replace the catalogue and storefront content with the demo data.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/seed-reset.js')).href);
