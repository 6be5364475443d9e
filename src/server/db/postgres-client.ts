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
  const pool = new TransactionPool({
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

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * node-postgres' pool, where a client that a transaction checked out goes back to the pool the
 * moment its connection fails, with the error, so the pool drops it. drizzle's transaction
 * gives its client back only once its BEGIN succeeded (drizzle-orm#6241): a connection killed
 * just before that (a restart or failover, as the pool hands out a connection whose FATAL is not
 * read yet) would otherwise stay checked out for good, a slot of the pool lost each time, and
 * `pool.end()` would wait for it for ever. `pool.query` watches its client the same way itself.
 */
class TransactionPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnConnectionError);
  }
}

/** The client, released with its connection's error unless its holder released it first. */
function releasedOnConnectionError(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.on('error', releaseOnce);
  // The holder's own release, after the error did it, is a no-op instead of pg-pool's throw.
  client.release = releaseOnce;
  return client;
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
