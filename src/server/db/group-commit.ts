// Group commit on the embedded database (docs/decisions/028). PGlite is one Postgres backend
// in this process: every commit flushes the write-ahead log with its own fsync (decision 016),
// and orders placed at the same moment wait for each other's fsyncs in turn. An order's
// transaction instead commits without the flush (`synchronous_commit = off`, Postgres' own
// asynchronous commit: the log stays consistent, only its newest commits are not on the disk
// yet), and before the order is acknowledged one flush takes the log to the disk up to a record
// written after its commit. Orders that commit while a flush is running share the
// next one: one fsync covers a group of orders, and none is acknowledged before its fsync.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

export interface GroupCommit {
  /** First in a transaction: its commit returns before the log reaches the disk. */
  deferFlush(tx: DbOrTx): Promise<void>;
  /**
   * A write whose commit need not wait for the disk (bookkeeping that is safe to redo, like a
   * job's claim): on the disk with the next flush, at the latest UNSYNCED_FLUSH_MS after it. On
   * PostgreSQL, the write as it is.
   */
  unsynced<T>(db: Db, write: (tx: DbOrTx) => Promise<T>): Promise<T>;
  /** Resolves once every transaction committed before the call is on the disk. */
  durable(): Promise<void>;
  /**
   * Resolves once every transaction begun with deferFlush before the call is on the disk,
   * without a flush when none is pending: before a job acts outside the database (a mail
   * sent), so nobody hears of an order that a crash could still take back.
   */
  deferredDurable(): Promise<void>;
}

/** Every commit waits for its own flush (PostgreSQL, where concurrent commits share flushes already). */
export const commitEachTransaction: GroupCommit = {
  deferFlush: async () => {},
  unsynced: (db, write) => write(db),
  durable: async () => {},
  deferredDurable: async () => {},
};

/** How long an unsynced write may wait for a flush that someone else asked for. */
export const UNSYNCED_FLUSH_MS = 200;

export function groupCommit(db: Db): GroupCommit {
  /** The flush under way: it may have been queued before a caller's commit. */
  let running: Promise<void> | null = null;
  /** The flush after it, shared by everyone who asks while one runs. */
  let next: Promise<void> | null = null;
  /** Unsynced writes committed so far, and how many of them a finished flush covered. */
  let unsyncedWrites = 0;
  let coveredWrites = 0;
  /** Transactions begun with deferFlush so far, and how many of them a finished flush covered. */
  let deferredTransactions = 0;
  let coveredTransactions = 0;
  let flushTimer: NodeJS.Timeout | null = null;

  async function flushOnce(): Promise<void> {
    // A log record written with flush = true (PostgreSQL 17): Postgres flushes the log up to
    // it, and so past every commit before it, with one fsync. (A commit that wrote nothing, such
    // as `select pg_current_xact_id()`, is not flushed at all: Postgres skips the flush of a
    // transaction without log records.)
    await db.execute(sql`select pg_logical_emit_message(false, 'ctk-group-commit', '', true)`);
  }

  function start(): Promise<void> {
    // Every unsynced write that committed before this point is before the flush's record.
    // A transaction begun before it holds the database until it ends: the flush runs after.
    const covers = unsyncedWrites;
    const coversTransactions = deferredTransactions;
    const flush = flushOnce()
      .then(() => {
        coveredWrites = Math.max(coveredWrites, covers);
        coveredTransactions = Math.max(coveredTransactions, coversTransactions);
      })
      .finally(() => {
        if (running === flush) running = null;
      });
    running = flush;
    return flush;
  }

  function durable(): Promise<void> {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return start();
      });
    return next;
  }

  /** A flush soon, unless one that covers every unsynced write has finished by then. */
  function flushSoon(): void {
    flushTimer ??= setTimeout(() => {
      flushTimer = null;
      // A failed flush (the database closing) leaves the writes to the next flush, or to the
      // checkpoint that closing the database makes.
      if (unsyncedWrites > coveredWrites) durable().catch(() => {});
    }, UNSYNCED_FLUSH_MS).unref();
  }

  async function commitAsynchronously(tx: DbOrTx): Promise<void> {
    await tx.execute(sql`set local synchronous_commit = off`);
  }

  return {
    deferFlush: async (tx) => {
      deferredTransactions++;
      await commitAsynchronously(tx);
    },
    unsynced: async (db, write) => {
      const result = await db.transaction(async (tx) => {
        await commitAsynchronously(tx);
        return write(tx);
      });
      unsyncedWrites++;
      flushSoon();
      return result;
    },
    durable,
    deferredDurable: () =>
      deferredTransactions > coveredTransactions ? durable() : Promise.resolve(),
  };
}
