// One Drizzle database over PGlite (embedded, the default) or PostgreSQL (DATABASE_URL,
// postgres-client.ts, loaded only by the stores that use it).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import { migrationsFolder } from '../paths';
import { privatizeTree } from '../private-files';
import { durablePgliteOptions, syncTree } from './durable-node-fs';
import { groupCommit, type GroupCommit } from './group-commit';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: services take this so a caller can compose them in one transaction. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How a transaction that must be acknowledged durable shares its log flush (group-commit.ts). */
  commits: GroupCommit;
  /** Applies the migrations not applied yet; `folder` only to stop at an older level (db:import). */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    commits: groupCommit(db),
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The contrib extensions the migrations create. PGlite loads an extension's code only when
 * the client is created with it, so every client gets them, clones of a dump included: a
 * database where `CREATE EXTENSION pg_trgm` ran fails on a client without it.
 */
const pgliteExtensions = { pg_trgm };

/**
 * Postgres settings for a store's database, which fits in memory many times over. PGlite's
 * default shared_buffers (128 MB) is allocated and touched inside the WebAssembly heap at
 * open: 16 MB holds the whole catalogue and takes about 115 MB off the resident memory, and
 * pages outside it come from the OS file cache (docs/decisions/029).
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite in memory (no `dataDir`: tests, the migration template) or on disk, where every
 * acknowledged commit is synced to the disk first (durable-node-fs.ts).
 */
export async function createPgliteClient(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir === undefined) {
    return PGlite.create({
      loadDataDir,
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    });
  }
  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const durable = durablePgliteOptions(dataDir);
  const client = await PGlite.create({
    ...durable,
    startParams: [...(durable.startParams ?? []), ...PGLITE_MEMORY_PARAMS],
    loadDataDir,
    extensions: pgliteExtensions,
  });
  // A new data directory is unpacked from PGlite's initdb image with mode 0666 whatever the
  // umask (Postgres itself refuses to run on such a directory), and without a sync. An
  // existing one was walked already (main.ts): a second walk of its ~1,300 files at every
  // restart would find nothing.
  if (isNew) {
    privatizeTree(dataDir);
    syncTree(dataDir);
  }
  return client;
}
