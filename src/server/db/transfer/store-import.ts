// Reads a file written by store-export.ts into this database, in one transaction: all of it
// or nothing. Postgres itself turns each JSON row back into the table's row type
// (json_populate_recordset), so arrays, jsonb and timestamps come back exactly as exported.
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../client';
import { EXPORT_FORMAT, EXPORT_VERSION, TransferError } from './store-export';
import {
  databaseMigrationLevel,
  databaseTables,
  rowsOf,
  type MigrationLevel,
} from './transfer-tables';

/** Rows per INSERT, and characters of JSON: well inside what one statement should carry. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

const HeaderSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  migration: z.object({ tag: z.string(), when: z.number() }),
  exportedAt: z.string(),
  tables: z.array(z.string()),
});

const SectionSchema = z.object({
  $table: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
});

export interface ImportOptions {
  /** Replace whatever the database holds; without it, a store that has data is refused. */
  force?: boolean;
}

export interface ImportSummary {
  migration: MigrationLevel;
  exportedAt: string;
  rows: Record<string, number>;
}

const identifiers = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

async function hasData(tx: DbOrTx, tables: Iterable<string>): Promise<string | null> {
  for (const table of tables) {
    const rows = rowsOf<{ one: number }>(
      await tx.execute(sql`select 1 as one from ${sql.identifier(table)} limit 1`),
    );
    if (rows.length > 0) return table;
  }
  return null;
}

const sameColumns = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** Identity and serial columns continue after the imported ids, not from 1. */
async function resetSequences(tx: DbOrTx, tables: Set<string>): Promise<void> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await tx.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
    ),
  );
  for (const { table_name: table, column_name: column } of columns) {
    if (!tables.has(table)) continue;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

function insertBatch(tx: DbOrTx, table: string, columns: string[], lines: string[]) {
  const list = identifiers(columns);
  return tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/** The file's lines, unzipped as they are read; a file that is not gzip, or cut short, fails clearly. */
async function* gunzipLines(file: string): AsyncGenerator<string> {
  const source = fs.createReadStream(file);
  const input = createGunzip();
  source.on('error', (error) => input.destroy(error));
  source.pipe(input);
  input.setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new TransferError(
        'The file is not a complete db:export file (its gzip data is damaged or cut short).',
      );
    }
    throw error;
  } finally {
    source.destroy();
    input.destroy();
  }
  if (rest !== '') yield rest;
}

function parseLine<T>(schema: z.ZodType<T>, line: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new TransferError(`The file is damaged: its ${what} is not valid JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new TransferError(`The file is damaged: unexpected ${what}.`);
  return parsed.data;
}

const NOT_AN_EXPORT = 'first line (is this a file from db:export?)';

/** The file's header, read before any database is opened or created. */
export async function readExportHeader(file: string): Promise<z.infer<typeof HeaderSchema>> {
  for await (const line of gunzipLines(file)) {
    return parseLine(HeaderSchema, line, NOT_AN_EXPORT);
  }
  throw new TransferError('The file is empty.');
}

/**
 * Imports `file` into `db`, which must already be migrated to the file's level. Refuses a
 * database that has data unless `force`, which first empties every table (sessions too).
 */
export async function importStore(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  // The tables as the database has them: a file from an older version is imported into a
  // database at that older level (transfer-commands.ts), then migrated.
  const existingTables = await databaseTables(db);
  const level = await databaseMigrationLevel(db);
  const rows: Record<string, number> = {};
  let header: z.infer<typeof HeaderSchema> | null = null;

  await db.transaction(async (tx) => {
    let section: z.infer<typeof SectionSchema> | null = null;
    let batch: string[] = [];
    let batchChars = 0;
    let ended = false;

    async function flush() {
      if (!section || batch.length === 0) return;
      await insertBatch(tx, section.$table, section.columns, batch);
      batch = [];
      batchChars = 0;
    }
    async function closeSection() {
      await flush();
      if (section && rows[section.$table] !== section.rows) {
        throw new TransferError(
          `The file is damaged: table ${section.$table} should have ${section.rows} rows but has ${rows[section.$table] ?? 0}.`,
        );
      }
      section = null;
    }

    for await (const line of gunzipLines(file)) {
      if (line === '') continue;
      if (ended) throw new TransferError('The file is damaged: it goes on after its end.');
      if (!header) {
        header = parseLine(HeaderSchema, line, NOT_AN_EXPORT);
        if (!level || header.migration.when !== level.when) {
          throw new TransferError(
            `The file was exported at migration ${header.migration.tag} but this database is at ${level?.tag ?? 'none'}: import it with the version of the store that exported it.`,
          );
        }
        const filled = options.force ? null : await hasData(tx, existingTables.keys());
        if (filled) {
          throw new TransferError(
            `This store already has data (table ${filled} is not empty): import into an empty database, or add --force to replace everything in it.`,
          );
        }
        if (options.force) {
          const all = [...existingTables.keys()];
          await tx.execute(sql`truncate ${identifiers(all)} restart identity cascade`);
        }
        continue;
      }
      if (line.startsWith('{"$')) {
        await closeSection();
        const marker = parseLine(
          z.union([SectionSchema, z.object({ $end: z.literal(true) })]),
          line,
          'section line',
        );
        if ('$end' in marker) {
          ended = true;
          continue;
        }
        const existing = existingTables.get(marker.$table);
        if (!existing || !sameColumns(existing, marker.columns)) {
          throw new TransferError(
            `The file's table ${marker.$table} does not match this version of the store.`,
          );
        }
        section = marker;
        rows[marker.$table] = 0;
        continue;
      }
      const current = section as z.infer<typeof SectionSchema> | null;
      if (!current) throw new TransferError('The file is damaged: a row outside any table.');
      batch.push(line);
      batchChars += line.length;
      rows[current.$table] = (rows[current.$table] ?? 0) + 1;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
    }
    if (!header) throw new TransferError('The file is empty.');
    if (!ended) throw new TransferError('The file is cut short: it has no end marker.');
    await resetSequences(tx, new Set(Object.keys(rows)));
  });

  const done = header as z.infer<typeof HeaderSchema> | null;
  if (!done) throw new TransferError('The file is empty.');
  return { migration: done.migration, exportedAt: done.exportedAt, rows };
}
