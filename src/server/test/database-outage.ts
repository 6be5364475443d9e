// Test helper: PostgreSQL going away under a running test app, done to the test's own database
// only (the server is shared): its connections killed with pg_terminate_backend, as a restart
// or a failover kills them, or the database closed to new connections for an outage. And, for
// tests without PostgreSQL, local ports that fail the way an unreachable server does.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { withDatabase } from './global-setup';

/** The server's admin URL (CI's PostgreSQL); the tests that use this helper skip without it. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

export interface DatabaseOutage {
  /** The test database's name. */
  name: string;
  /**
   * Kills every connection to it but `except`, and waits until their backends have exited, as a
   * restart leaves none behind; resolves to how many were killed.
   */
  killConnections(except?: readonly number[]): Promise<number>;
  /** Closes it to new connections and kills the open ones: the store cannot reach it. */
  block(): Promise<void>;
  /** Opens it to connections again. */
  allow(): Promise<void>;
  /**
   * A connection of the test's own, to the test database, holding a SHARE lock on `table`:
   * inserts into it wait until `release()`. Its backend survives `killConnections`.
   */
  lockTable(table: string): Promise<{ pid: number; release: () => Promise<void> }>;
  /** Resolves once `count` connections to it wait for a lock. */
  waitForLockWaiters(count: number): Promise<void>;
  /** Resolves once no more than `count` connections to it are left. */
  waitForConnections(count: number): Promise<void>;
  /** Opens the database again if a test left it closed, and ends the admin connection. */
  close(): Promise<void>;
}

/** How long a killed backend may take to exit. */
const KILL_TIMEOUT_MS = 5_000;

/** For a test app on PostgreSQL (`db` is its database). */
export async function databaseOutage(db: Db): Promise<DatabaseOutage> {
  const adminUrl = postgresAdminUrl;
  if (!adminUrl) throw new Error('databaseOutage needs TEST_DATABASE_URL');
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = rows[0]!.name;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const quoted = `"${name.replace(/"/g, '""')}"`;

  async function killConnections(except: readonly number[] = []): Promise<number> {
    // With a timeout, pg_terminate_backend waits for the backend to exit (PostgreSQL 14): one
    // only signalled may still run the next statement a test sends on that connection.
    const killed = await admin.query<{ count: string }>(
      `select count(pg_terminate_backend(pid, ${KILL_TIMEOUT_MS})) as count from pg_stat_activity
        where datname = $1 and pid <> all($2::int[])`,
      [name, [...except]],
    );
    return Number(killed.rows[0]!.count);
  }

  /** Polls `query` (a count over the test database's connections) until `done` says so. */
  async function waitFor(query: string, done: (count: number) => boolean, what: string) {
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows: counted } = await admin.query<{ count: string }>(query, [name]);
      if (done(Number(counted[0]!.count))) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the test database never had ${what}`);
  }

  return {
    name,
    killConnections,
    async block() {
      await admin.query(`alter database ${quoted} allow_connections false`);
      await killConnections();
    },
    async allow() {
      await admin.query(`alter database ${quoted} allow_connections true`);
    },
    async lockTable(table) {
      const locker = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
      await locker.connect();
      const { rows: pids } = await locker.query<{ pid: number }>('select pg_backend_pid() as pid');
      await locker.query('begin');
      await locker.query(`lock table ${table} in share mode`);
      return {
        pid: pids[0]!.pid,
        release: async () => {
          await locker.query('rollback');
          await locker.end();
        },
      };
    },
    waitForLockWaiters: (count) =>
      waitFor(
        `select count(*) as count from pg_stat_activity
          where datname = $1 and wait_event_type = 'Lock'`,
        (waiting) => waiting >= count,
        `${count} connections waiting for a lock`,
      ),
    waitForConnections: (count) =>
      waitFor(
        'select count(*) as count from pg_stat_activity where datname = $1',
        (open) => open <= count,
        `${count} connections or fewer`,
      ),
    async close() {
      await admin.query(`alter database ${quoted} allow_connections true`);
      await admin.end();
    },
  };
}

/**
 * A PostgreSQL URL where nothing listens (a port just closed): every connection is refused, as
 * while a server restarts. Needs no database, so tests on PGlite use it too.
 */
export async function unreachablePostgresUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgres://store@127.0.0.1:${port}/store`;
}

/** A server on a free local port, answering each connection with `onConnection`. */
async function localServer(onConnection: (socket: net.Socket) => void) {
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://store@127.0.0.1:${port}/store`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A PostgreSQL URL whose server accepts each connection and closes it at once: the connection
 * ends unexpectedly, as when a server goes down under it.
 */
export function hangingUpPostgres() {
  return localServer((socket) => socket.destroy());
}

/** A server's welcome to a connection that needs no password: AuthenticationOk, ReadyForQuery. */
const WELCOME = Buffer.concat([
  Buffer.from('R'),
  Buffer.from([0, 0, 0, 8, 0, 0, 0, 0]),
  Buffer.from('Z'),
  Buffer.from([0, 0, 0, 5]),
  Buffer.from('I'),
]);

/**
 * A PostgreSQL URL whose server lets each connection in and closes it at its first statement:
 * the connection dies as a transaction begins on it, as when the server restarts just as the
 * pool hands the connection out.
 */
export function hangingUpAtFirstStatementPostgres() {
  return localServer((socket) => {
    socket.once('data', () => {
      socket.write(WELCOME);
      socket.once('data', () => socket.destroy());
    });
    socket.on('error', () => {});
  });
}

/**
 * A PostgreSQL URL whose server refuses the password (SQLSTATE 28P01, in the protocol's
 * ErrorResponse): a wrong setting, not an outage.
 */
export function refusingPostgres() {
  const fields = ['SFATAL', 'C28P01', 'Mpassword authentication failed for user "store"'];
  const body = Buffer.from(`${fields.join('\0')}\0\0`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  const refusal = Buffer.concat([Buffer.from('E'), length, body]);
  return localServer((socket) => {
    socket.once('data', () => socket.end(refusal));
    socket.on('error', () => {});
  });
}
