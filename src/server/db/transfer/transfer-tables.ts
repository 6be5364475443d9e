// What `db:export` / `db:import` move: every table of the Drizzle schema, parents before
// children (so the import satisfies each foreign key as it goes), and the migration level
// the data was written at (docs/decisions/032-store-export-and-import.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import * as schema from '../schema/index';
import type { DbOrTx } from '../client';
import { migrationsFolder } from '../../paths';

/**
 * Not moved: sign-in sessions and one-time tokens (password reset and e-mail confirmation
 * links). They are bearer credentials a backup file should not carry, and both expire
 * anyway; after a move or a restore everyone signs in again with their password.
 */
export const SKIPPED_TABLES: ReadonlySet<string> = new Set(['session', 'verification']);

export interface TransferTable {
  name: string;
  columns: string[];
}

/** Every table of the schema in dependency order: a table comes after the tables it references. */
export function allTablesInDependencyOrder(): TransferTable[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table));
  const byName = new Map(configs.map((config) => [config.name, config]));
  const ordered: TransferTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  function place(name: string) {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through table "${name}"`);
    visiting.add(name);
    const config = byName.get(name);
    if (!config) throw new Error(`Table "${name}" is referenced but not in the schema`);
    for (const foreignKey of config.foreignKeys) {
      const parent = getTableConfig(foreignKey.reference().foreignTable).name;
      if (parent !== name) place(parent);
    }
    visiting.delete(name);
    placed.add(name);
    ordered.push({ name, columns: config.columns.map((column) => column.name) });
  }
  for (const config of [...configs].sort((a, b) => a.name.localeCompare(b.name))) {
    place(config.name);
  }
  return ordered;
}

/** The tables an export carries, in the order they are written and read back. */
export function transferTables(): TransferTable[] {
  return allTablesInDependencyOrder().filter((table) => !SKIPPED_TABLES.has(table.name));
}

const JournalSchema = z.looseObject({
  entries: z.array(z.looseObject({ tag: z.string(), when: z.number() })).min(1),
});

export interface MigrationLevel {
  /** The last migration applied, e.g. `0006_payment_deadline`. */
  tag: string;
  /** Its timestamp in the journal; what Drizzle records in `drizzle.__drizzle_migrations`. */
  when: number;
}

function readJournal() {
  return JournalSchema.parse(
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
}

/** The newest migration this version of the store ships. */
export function codeMigrationLevel(): MigrationLevel {
  const { entries } = readJournal();
  const last = entries[entries.length - 1]!;
  return { tag: last.tag, when: last.when };
}

/**
 * A copy of the migrations folder that stops at `level`, for bringing a new database to the
 * level of an older export before importing it. Null when this version does not know `level`.
 * The caller removes the folder.
 */
export function migrationsUpTo(level: MigrationLevel): string | null {
  const journal = readJournal();
  const last = journal.entries.findIndex((entry) => entry.when === level.when);
  if (last < 0) return null;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

/** The base tables of the database as they are (an older level lacks newer tables and columns). */
export async function databaseTables(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(
      sql`select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
    ),
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  }
  return tables;
}

/** The last migration applied to this database (Drizzle's own record), or null when none ran. */
export async function databaseMigrationLevel(db: DbOrTx): Promise<MigrationLevel | null> {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!exists[0]?.present) return null;
  const [last] = rowsOf<{ created_at: string | number }>(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  if (!last) return null;
  const when = Number(last.created_at);
  const tag =
    readJournal().entries.find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
  return { tag, when };
}

/** The rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
