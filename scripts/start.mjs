// `npm start`: build if needed, then run the server (which migrates and seeds).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
// The server's own default is production (src/server/config.ts), but React reads
// process.env.NODE_ENV when it loads: unset, every page and e-mail renders with React's
// development build, several times slower (docs/decisions/028).
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
