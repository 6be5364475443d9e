// `npm run db:export` and `npm run db:import`: the store's database (PGlite in DATA_DIR/db,
// or PostgreSQL at DATABASE_URL) to a file and back. Each returns the line to print.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from '../../config';
import { createPgliteClient, openPglite, type Database } from '../client';
import { openPostgres } from '../postgres-client';
import { lockDataDir } from '../data-dir-lock';
import { exportStore, TransferError } from './store-export';
import { importStore, readExportHeader, type ImportSummary } from './store-import';
import {
  codeMigrationLevel,
  databaseMigrationLevel,
  migrationsUpTo,
  type MigrationLevel,
} from './transfer-tables';

const USAGE = {
  export: 'Usage: npm run db:export -- <file> [--force]  (--force overwrites an existing file)',
  import:
    'Usage: npm run db:import -- <file> [--force]  (--force replaces a store that already has data)',
} as const;

function parse(command: keyof typeof USAGE, args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new TransferError(USAGE[command]);
    return { file: path.resolve(positionals[0]!), force: values.force };
  } catch (error) {
    if (error instanceof TransferError) throw error;
    throw new TransferError(`${(error as Error).message}. ${USAGE[command]}`);
  }
}

/** Where the store keeps its data; on PGlite the data-dir lock says when the store still runs. */
async function openStore(
  config: Config,
  mustExist: boolean,
): Promise<{ database: Database; where: string; release: () => void }> {
  if (config.databaseUrl) {
    const where = `PostgreSQL (${new URL(config.databaseUrl).host})`;
    return {
      database: openPostgres(config.databaseUrl, { poolSize: 1 }),
      where,
      release: () => {},
    };
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (mustExist && !fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new TransferError(
      `There is no store database in ${dbDir}: set DATA_DIR to the store's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  // Throws DataDirLockedError ("Another store process ... Stop it first") while the store runs.
  const release = lockDataDir(config.dataDir);
  try {
    return { database: openPglite(await createPgliteClient(dbDir)), where: dbDir, release };
  } catch (error) {
    release();
    throw error;
  }
}

export async function exportCommand(config: Config, args: string[]): Promise<string> {
  const { file, force } = parse('export', args);
  if (fs.existsSync(file) && !force) {
    throw new TransferError(
      `${file} already exists: choose another name, or add --force to overwrite it.`,
    );
  }
  if (!fs.existsSync(path.dirname(file))) {
    throw new TransferError(`The folder ${path.dirname(file)} does not exist.`);
  }
  const { database, where, release } = await openStore(config, true);
  try {
    const summary = await exportStore(database.db, file);
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    return `Exported ${total} rows from ${where} to ${file} (migration ${summary.migration.tag}).`;
  } finally {
    await database.close();
    release();
  }
}

export async function importCommand(config: Config, args: string[]): Promise<string> {
  const { file, force } = parse('import', args);
  if (!fs.existsSync(file)) throw new TransferError(`${file} does not exist.`);
  const header = await readExportHeader(file);
  const code = codeMigrationLevel();
  if (header.migration.when > code.when) {
    throw new TransferError(
      `The file was exported at migration ${header.migration.tag}, newer than this version of the store (${code.tag}): update the store first.`,
    );
  }
  const { database, where, release } = await openStore(config, false);
  try {
    const summary =
      header.migration.when === code.when
        ? await database.migrate().then(() => importStore(database.db, file, { force }))
        : await importOlder(database, file, header.migration, force);
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    return `Imported ${total} rows into ${where} from ${file} (exported ${summary.exportedAt}). Everyone signs in again.`;
  } finally {
    await database.close();
    release();
  }
}

/**
 * A file from an older version (a backup taken before an upgrade): the new database is
 * brought to the file's level, filled, then migrated like any older store at start-up.
 */
async function importOlder(
  database: Database,
  file: string,
  level: MigrationLevel,
  force: boolean,
): Promise<ImportSummary> {
  const current = await databaseMigrationLevel(database.db);
  if (current && current.when > level.when) {
    throw new TransferError(
      `The file was exported at migration ${level.tag}, older than this database (${current.tag}): import it into a new, empty database or DATA_DIR, which is brought to the file's level first.`,
    );
  }
  const folder = migrationsUpTo(level);
  if (!folder) {
    throw new TransferError(
      `The file was exported at migration ${level.tag}, which this version of the store does not know.`,
    );
  }
  try {
    await database.migrate(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const summary = await importStore(database.db, file, { force });
  await database.migrate();
  return summary;
}
