// An order the store acknowledged must survive a power cut: on the embedded database a
// commit returns only after its write-ahead log reached the disk (docs/decisions/016).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPgliteClient } from './client';

let dir: string;
let client: PGlite;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-'));
  const dumpPath = inject('pgliteDumpPath');
  // The migrated template unpacks in a fraction of a fresh initdb's time.
  const image = dumpPath ? new Blob([fs.readFileSync(dumpPath)]) : undefined;
  client = await createPgliteClient(path.join(dir, 'db'), image);
  await client.exec('create table durable_probe (id serial primary key, note text not null)');
});
afterAll(async () => {
  await client?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function setting(name: string) {
  const result = await client.query<Record<string, string>>(`show ${name}`);
  return result.rows[0]?.[name];
}

describe('the embedded database on a data directory', () => {
  it('runs Postgres with fsync on and synchronous commits', async () => {
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('syncs a file to the disk before a committed transaction returns', async () => {
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await client.transaction(async (tx) => {
        await tx.query('insert into durable_probe (note) values ($1)', ['an order']);
      });
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
    }
  });
});
