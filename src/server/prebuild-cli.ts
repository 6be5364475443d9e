// Run by the build (scripts/build-server.mjs): what a new store needs at its first start, made
// once here rather than at every first start (docs/decisions/029-lean-start-up.md). The
// migrated empty database (db/template.ts) and the demo catalogue's rendered images
// (seed/demo-images.ts) stay in dist/ and are made again only when their sources change.
import fs from 'node:fs';
import path from 'node:path';
import { buildDatabaseTemplate } from './db/template';
import { createDiskFileStore } from './platform/files';
import { loadSharp } from './platform/images';
import {
  demoImageKeys,
  generateDemoImages,
  planDemoImages,
  prebuiltDemoImagesFolder,
} from './seed/demo-images';
import { demoCatalogDrawings } from './seed/seed';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

const started = performance.now();
const madeTemplate = await buildDatabaseTemplate();

const drawings = demoCatalogDrawings();
const before = new Set(filesUnder(prebuiltDemoImagesFolder));
// The build may use every core; the server keeps sharp to one thread per image.
(await loadSharp()).concurrency(0);
await generateDemoImages(createDiskFileStore(prebuiltDemoImagesFolder), drawings);
// Drawings that changed left files under their old names.
const keep = new Set(
  demoImageKeys(planDemoImages(drawings).all).map((key) =>
    path.join(prebuiltDemoImagesFolder, key),
  ),
);
for (const file of filesUnder(prebuiltDemoImagesFolder)) {
  if (!keep.has(file)) fs.rmSync(file, { force: true });
}
const rendered = [...keep].filter((file) => !before.has(file)).length;

if (madeTemplate || rendered > 0) {
  console.log(
    `Prepared the first start in ${((performance.now() - started) / 1000).toFixed(1)} s:` +
      `${madeTemplate ? ' the migrated database template,' : ''} ${rendered} demo image files`,
  );
}
