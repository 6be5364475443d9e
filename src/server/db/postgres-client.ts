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

/**
 * How long a request waits for a connection (a new one, or a turn in the pool's queue) before
 * it fails and answers 503: while the server cannot be reached, no request hangs for good.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  poolSize?: number;
  /**
   * A connection failed (a server restart, a failover, an administrator's kill): its query and
   * transaction fail with the error and the pool replaces it. Called once per connection.
   */
  onConnectionError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the connection (a failover, a network cut) is
    // noticed by TCP keepalive, probing after 10 s of silence, instead of a query waiting on
    // it for ever; how soon after that is the system's (Linux: about 11 minutes).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // node-postgres emits 'error' on a client whose connection dies; the pool listens only while
  // the client is idle. One checked out by a transaction would otherwise crash the process with
  // an unhandled 'error' event, so every client gets a listener of its own from the start.
  const onConnectionError = (error: Error) => options.onConnectionError?.(error);
  pool.on('connect', (client) => watchConnection(client, onConnectionError));
  // The idle client's error, already reported by its own listener; the pool has dropped it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    commits: commitEachTransaction,
    migrate: async (folder = migrationsFolder) => {
      // One dedicated connection, so the advisory lock and the migration share a session.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      watchConnection(client, onConnectionError);
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

/** Reports a client's first connection error; the client is unusable after it either way. */
function watchConnection(client: pg.Client, report: (error: Error) => void): void {
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    report(error);
  });
}
