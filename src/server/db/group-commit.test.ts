// Orders placed together share one flush of the write-ahead log, and none is acknowledged
// before it (docs/decisions/028). Checked on a data directory, where a flush is an fsync.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPgliteClient, openPglite, type Database } from './client';

let dir: string;
let client: PGlite;
let database: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  const dumpPath = inject('pgliteDumpPath');
  const image = dumpPath ? new Blob([fs.readFileSync(dumpPath)]) : undefined;
  client = await createPgliteClient(path.join(dir, 'db'), image);
  database = openPglite(client);
  await client.exec('create table group_probe (id serial primary key, note text not null)');
});
afterAll(async () => {
  await client?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** fsync calls made while `work` runs. */
async function fsyncsDuring(work: () => Promise<unknown>): Promise<number> {
  const fsync = vi.spyOn(fs, 'fsyncSync');
  try {
    await work();
    return fsync.mock.calls.length;
  } finally {
    fsync.mockRestore();
  }
}

const placeOrder = (note: string) =>
  database.db.transaction(async (tx) => {
    await database.commits.deferFlush(tx);
    await tx.execute(sql`insert into group_probe (note) values (${note})`);
  });

describe('group commit on the embedded database', () => {
  it('commits a deferred transaction without a flush, and flushes it when asked', async () => {
    expect(await fsyncsDuring(() => placeOrder('first'))).toBe(0);
    expect(await fsyncsDuring(() => database.commits.durable())).toBeGreaterThan(0);
  });

  it('keeps a plain transaction synchronous', async () => {
    const fsyncs = await fsyncsDuring(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into group_probe (note) values ('plain')`);
      }),
    );
    expect(fsyncs).toBeGreaterThan(0);
  });

  it('covers orders committed together with one flush, or two when a flush was under way', async () => {
    const fsyncs = await fsyncsDuring(async () => {
      await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((note) => placeOrder(note)));
      await Promise.all(Array.from({ length: 6 }, () => database.commits.durable()));
    });
    // The first caller starts a flush; the others cannot tell whether it began before their
    // commit, so they share the one after it.
    expect(fsyncs).toBe(2);
  });

  it('answers a caller who asks during a flush only after a flush that began later', async () => {
    const flushes: string[] = [];
    const fsync = vi.spyOn(fs, 'fsyncSync').mockImplementation(() => {
      flushes.push('fsync');
    });
    try {
      const first = database.commits.durable().then(() => flushes.push('first answered'));
      await placeOrder('during the first flush');
      await database.commits.durable().then(() => flushes.push('second answered'));
      await first;
    } finally {
      fsync.mockRestore();
    }
    expect(flushes).toEqual(['fsync', 'first answered', 'fsync', 'second answered']);
  });

  it('flushes an unsynced write shortly after, with nobody waiting for it', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await database.commits.unsynced(database.db, (tx) =>
        tx.execute(sql`insert into group_probe (note) values ('a job marked done')`),
      );
      expect(fsync).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(fsync).toHaveBeenCalled(), { timeout: 5_000 });
    } finally {
      fsync.mockRestore();
    }
  });

  it('flushes before a job acts only while an order may be unflushed', async () => {
    await database.commits.durable();
    await database.commits.unsynced(database.db, (tx) =>
      tx.execute(sql`insert into group_probe (note) values ('a job claimed')`),
    );
    expect(await fsyncsDuring(() => database.commits.deferredDurable())).toBe(0);
    await placeOrder('not yet flushed');
    expect(await fsyncsDuring(() => database.commits.deferredDurable())).toBeGreaterThan(0);
  });
});
