// DATA_DIR holds customers' names, addresses and e-mails: no other account on the machine
// may read it, and no one else may write it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createPgliteClient } from './db/client';
import { privatizeTree, restrictNewFiles } from './private-files';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-'));
  dirs.push(dir);
  return dir;
}
const savedUmask = process.umask();
afterEach(() => {
  process.umask(savedUmask);
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Every entry under `root` whose group or other bits are set. */
function shared(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(root, entry))
    .filter((entry) => (mode(entry) & 0o077) !== 0);
}

describe('private files in DATA_DIR', () => {
  it('repairs a data directory left world-writable, and counts what it changed', () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'db/base'), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'db'), 0o777);
    fs.chmodSync(path.join(dataDir, 'db/base'), 0o755);
    for (const name of ['db/PG_VERSION', 'db/base/1259', 'secrets.json']) {
      fs.writeFileSync(path.join(dataDir, name), 'x');
      fs.chmodSync(path.join(dataDir, name), 0o666);
    }
    fs.writeFileSync(path.join(dataDir, 'store.lock'), '1');
    fs.chmodSync(path.join(dataDir, 'store.lock'), 0o600);
    fs.chmodSync(dataDir, 0o700);

    expect(privatizeTree(dataDir)).toBe(5);

    expect(shared(dataDir)).toEqual([]);
    expect(mode(path.join(dataDir, 'db/base'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'db/base/1259'))).toBe(0o600);
    expect(privatizeTree(dataDir)).toBe(0);
  });

  it('does not follow a link out of the data directory', () => {
    const dataDir = tempDir();
    const outside = path.join(tempDir(), 'elsewhere.txt');
    fs.writeFileSync(outside, 'not ours');
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, 'link'));

    privatizeTree(dataDir);

    expect(mode(outside)).toBe(0o644);
  });

  it('creates new files 0600, including a new embedded database', async () => {
    restrictNewFiles();
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{}');
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    expect(mode(path.join(dataDir, 'secrets.json'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'uploads'))).toBe(0o700);

    const dumpPath = inject('pgliteDumpPath');
    const image = dumpPath ? new Blob([fs.readFileSync(dumpPath)]) : undefined;
    const client = await createPgliteClient(path.join(dataDir, 'db'), image);
    try {
      // New tables and their files, written after the database opened.
      await client.exec('create table private_probe (note text); checkpoint;');
      expect(shared(dataDir)).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
