// `npm start`: build if needed, then run the server (which migrates and seeds).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './build-lib.mjs';

ensureBuild();
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
