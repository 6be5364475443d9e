// The build's migrated database template: a new store starts from a copy of it, with every
// table in place, and what it saves there survives a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteClient, openPglite } from './client';
import { buildDatabaseTemplate, copyDatabaseTemplate, databaseTemplateDir } from './template';

let dir: string;
let templates: string;

// initdb and every migration on a busy two-core machine.
const BUILD_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-template-'));
  templates = path.join(dir, 'templates');
  // A template of an older PGlite or older migrations: replaced.
  fs.mkdirSync(path.join(templates, 'pglite-0.0.1-000000000000'), { recursive: true });
  expect(await buildDatabaseTemplate(templates)).toBe(true);
}, BUILD_TIMEOUT_MS);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function count(dbDir: string, table: string): Promise<number> {
  const client = await createPgliteClient(dbDir);
  try {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return result.rows[0]!.n;
  } finally {
    await client.close();
  }
}

describe('the database template', () => {
  it('is made once per PGlite version and set of migrations, and older ones go', async () => {
    expect(fs.readdirSync(templates)).toEqual([path.basename(databaseTemplateDir(templates))]);
    expect(await buildDatabaseTemplate(templates)).toBe(false);
  });

  it('gives a new data directory every table, with nothing left to migrate, and keeps what is saved across a restart', async () => {
    const dbDir = path.join(dir, 'store', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });

    expect(copyDatabaseTemplate(dbDir, templates)).toBe(true);
    expect(fs.existsSync(`${dbDir}.partial`)).toBe(false);
    expect(fs.statSync(path.join(dbDir, 'PG_VERSION')).mode & 0o077).toBe(0);

    const client = await createPgliteClient(dbDir);
    const database = openPglite(client);
    const migrations = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await database.migrate();
    const after = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0]!.n).toBeGreaterThan(0);
    expect(after.rows[0]!.n).toBe(migrations.rows[0]!.n);
    await client.query(`insert into collections (name) values ('Kept')`);
    await database.close();

    expect(await count(dbDir, 'collections')).toBe(1);
  });

  it('never replaces a data directory that holds a database', async () => {
    const dbDir = path.join(dir, 'existing', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    copyDatabaseTemplate(dbDir, templates);
    const client = await createPgliteClient(dbDir);
    await client.query(`insert into collections (name) values ('Owner''s')`);
    await client.close();

    expect(copyDatabaseTemplate(dbDir, templates)).toBe(false);
    expect(await count(dbDir, 'collections')).toBe(1);
  });

  it('is skipped when the build made none', () => {
    const dbDir = path.join(dir, 'no-template', 'db');
    expect(copyDatabaseTemplate(dbDir, path.join(dir, 'missing'))).toBe(false);
    expect(fs.existsSync(dbDir)).toBe(false);
  });
});
