// The Drizzle database over PostgreSQL (DATABASE_URL). Its own module, so a store on the
// embedded PGlite never loads the node-postgres driver (docs/decisions/029).
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import type { Database, Db } from './client';
import { commitEachTransaction } from './group-commit';
import * as schema from './schema/index';

/** Any number that identifies "our migrations" for pg_advisory_lock; several instances may start at once. */
const MIGRATION_LOCK_ID = 727_001;

export interface PostgresOptions {
  poolSize?: number;
  /** An idle pooled connection failed (server restart, admin kill); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    commits: commitEachTransaction,
    migrate: async (folder = migrationsFolder) => {
      // One dedicated connection, so the advisory lock and the migration share a session.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client, schema }), {
          migrationsFolder: folder,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}
