// `npm run site:unlock`: open a locked store from the shell (src/server/site/unlock-cli.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/site-unlock.js')).href);
