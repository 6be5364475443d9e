// A migrated, empty PGlite database made by the build (src/server/prebuild-cli.ts) and copied
// into a new data directory. Without it the first start runs PGlite's initdb, which starts a
// second Postgres in the process (seconds, and a peak of ~500 MB that the process keeps), and
// then every migration. The migrations still run after the copy, as a check that finds
// nothing to do. See docs/decisions/029-lean-start-up.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrationsFolder, projectRoot } from '../paths';
import { privatizeTree } from '../private-files';
import { createPgliteClient, openPglite } from './client';
import { syncTree } from './durable-node-fs';

/** Where the build keeps its templates. */
export const databaseTemplatesFolder = path.join(projectRoot, 'dist', 'db-template');

function pgliteVersion(): string {
  // The package exports no package.json: walk up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .sort();
}

/**
 * Where the template for this PGlite and these migrations lives. Another PGlite may not open
 * the files, and a changed migration must not be skipped, so either change picks another
 * folder and the first start falls back to initdb until the next build.
 */
export function databaseTemplateDir(templatesFolder = databaseTemplatesFolder): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(fs.readFileSync(file));
  }
  return path.join(templatesFolder, `pglite-${pgliteVersion()}-${hash.digest('hex').slice(0, 12)}`);
}

/**
 * Makes the template when it is missing (the build calls this); returns whether it made one.
 * Older templates are removed.
 */
export async function buildDatabaseTemplate(
  templatesFolder = databaseTemplatesFolder,
): Promise<boolean> {
  const target = databaseTemplateDir(templatesFolder);
  const exists = fs.existsSync(path.join(target, 'PG_VERSION'));
  if (fs.existsSync(templatesFolder)) {
    for (const entry of fs.readdirSync(templatesFolder)) {
      const full = path.join(templatesFolder, entry);
      if (full !== target) fs.rmSync(full, { recursive: true, force: true });
    }
  }
  if (exists) return false;
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(partial), { recursive: true });
  const client = await createPgliteClient(partial);
  await openPglite(client).migrate();
  // A clean shutdown: the copy opens without crash recovery.
  await client.close();
  fs.renameSync(partial, target);
  return true;
}

/**
 * Fills the new database directory `dbDir` from the template, when there is one and `dbDir`
 * holds nothing yet; returns whether it did. A crash half-way leaves only a `.partial`
 * folder, never a half-copied database.
 */
export function copyDatabaseTemplate(
  dbDir: string,
  templatesFolder = databaseTemplatesFolder,
): boolean {
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) return false;
  const template = databaseTemplateDir(templatesFolder);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  const partial = `${dbDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  privatizeTree(partial);
  // On the disk before it counts: crash recovery starts from these files (durable-node-fs.ts).
  syncTree(partial);
  fs.rmSync(dbDir, { recursive: true, force: true });
  fs.renameSync(partial, dbDir);
  syncDirectory(path.dirname(dbDir));
  return true;
}

/** Makes a rename in `dir` durable. */
function syncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
