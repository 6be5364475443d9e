// Bundles the server's TypeScript into dist/server (dependencies stay in node_modules), then
// prepares what a new store's first start needs (src/server/prebuild-cli.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The e-mail templates use a dozen components of @react-email/components, whose index also
// loads a code highlighter (prismjs), a Markdown parser and Tailwind: ~45 MB and ~0.25 s of
// every start for components no e-mail uses, which esbuild cannot drop from behind the
// index's `export *`. So the build bundles the used components' own packages instead; a
// template that imports one missing here fails the build ("No matching export").
const EMAIL_COMPONENTS = [
  'body',
  'button',
  'column',
  'container',
  'head',
  'hr',
  'html',
  'img',
  'link',
  'preview',
  'row',
  'section',
  'text',
];
const emailComponentsDir = path.join(root, 'node_modules/@react-email/components');

/** Every package stays external (`packages: 'external'`), but for the e-mail components. */
const dependencies = {
  name: 'dependencies',
  setup(build) {
    build.onResolve({ filter: /^@react-email\/components$/ }, () => ({
      path: 'email-components',
      namespace: 'email-components',
    }));
    build.onLoad({ filter: /.*/, namespace: 'email-components' }, () => ({
      contents: EMAIL_COMPONENTS.map((name) => `export * from '@react-email/${name}';`).join('\n'),
      resolveDir: emailComponentsDir,
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.namespace === 'email-components' ? undefined : { path: args.path, external: true },
    );
  },
};

// Chunks are named by content: clear the old ones.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'seed-reset': 'src/server/seed/reset-cli.ts',
    'site-unlock': 'src/server/site/unlock-cli.ts',
    'db-transfer': 'src/server/db/transfer/transfer-cli.ts',
    'files-migrate': 'src/server/platform/files-migrate-cli.ts',
    prebuild: 'src/server/prebuild-cli.ts',
    // The child process that decodes uploads (src/server/platform/image-worker.ts).
    'image-worker': 'src/server/platform/image-worker-main.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.ts loads the app (./serve) with import() while the database opens: its own chunk.
  splitting: true,
  target: 'node20.19',
  plugins: [dependencies],
  sourcemap: true,
  logLevel: 'warning',
});

const prebuild = spawnSync(process.execPath, [path.join(root, 'dist/server/prebuild.js')], {
  cwd: root,
  stdio: 'inherit',
});
if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);
