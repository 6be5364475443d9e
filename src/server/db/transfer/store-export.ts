// Writes the whole store to one portable file: gzip'd JSON lines, one header, then each table
// (parents first) as a section line followed by its rows exactly as Postgres' row_to_json
// prints them. PGlite and PostgreSQL read the same file back (store-import.ts).
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import {
  codeMigrationLevel,
  databaseMigrationLevel,
  rowsOf,
  transferTables,
  type MigrationLevel,
  type TransferTable,
} from './transfer-tables';

export const EXPORT_FORMAT = 'store-export';
export const EXPORT_VERSION = 1;
/** Rows fetched from the cursor at a time: memory stays flat whatever the table's size. */
const FETCH_ROWS = 500;

/** A problem the owner can fix, told in one line (wrong file, wrong database, wrong level). */
export class TransferError extends Error {
  override name = 'TransferError';
}

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  migration: MigrationLevel;
  exportedAt: string;
  tables: string[];
}

export interface ExportSummary {
  migration: MigrationLevel;
  /** Rows written per table. */
  rows: Record<string, number>;
}

const identifiers = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

async function* tableLines(
  tx: DbOrTx,
  table: TransferTable,
  counts: Record<string, number>,
): AsyncGenerator<string> {
  const [count] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`select count(*) as n from ${sql.identifier(table.name)}`),
  );
  const rows = Number(count?.n ?? 0);
  counts[table.name] = rows;
  yield JSON.stringify({ $table: table.name, columns: table.columns, rows }) + '\n';
  await tx.execute(
    sql`declare store_export no scroll cursor for select row_to_json(t)::text as line from (select ${identifiers(table.columns)} from ${sql.identifier(table.name)}) t`,
  );
  for (;;) {
    const batch = rowsOf<{ line: string }>(
      await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from store_export`)),
    );
    if (batch.length === 0) break;
    yield batch.map((row) => row.line + '\n').join('');
  }
  await tx.execute(sql`close store_export`);
}

/**
 * Writes every table to `file` from one consistent snapshot (a repeatable-read transaction,
 * so a PostgreSQL store may keep taking orders meanwhile). The file appears only when complete.
 */
export async function exportStore(db: Db, file: string): Promise<ExportSummary> {
  const migration = await databaseMigrationLevel(db);
  const expected = codeMigrationLevel();
  if (!migration) {
    throw new TransferError('There is no store in this database yet: nothing to export.');
  }
  if (migration.when !== expected.when) {
    throw new TransferError(
      `The database is at migration ${migration.tag} but this version of the store expects ${expected.tag}: start the store once with this version (it upgrades the database), stop it, and export again.`,
    );
  }
  const tables = transferTables();
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    migration,
    exportedAt: new Date().toISOString(),
    tables: tables.map((table) => table.name),
  };
  const counts: Record<string, number> = {};
  const partial = `${file}.partial`;
  try {
    await db.transaction(
      async (tx) => {
        async function* lines() {
          yield JSON.stringify(header) + '\n';
          for (const table of tables) yield* tableLines(tx, table, counts);
          yield JSON.stringify({ $end: true }) + '\n';
        }
        await pipeline(lines, createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { migration, rows: counts };
}
