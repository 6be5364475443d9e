import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDemoCatalog } from './seed/seed';
import { loadOrCreateSecrets, loadOrCreateSharedSecrets } from './secrets';
import { createTestApp, type TestApp } from './test/test-app';

// Resetting the demo catalogue processes its images for real: seconds alone, more on a busy machine.
describe('secrets shared by the copies of a store on one database', { timeout: 120_000 }, () => {
  let t: TestApp;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-secrets-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives two copies with their own data directories the same secrets', async () => {
    const first = await loadOrCreateSharedSecrets(t.db, dataDir());
    const second = await loadOrCreateSharedSecrets(t.db, dataDir());
    expect(second).toEqual(first);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps them when the demo catalogue is reset', async () => {
    const before = await loadOrCreateSharedSecrets(t.db, dataDir());
    await resetDemoCatalog(t.db, t.files);
    expect(await loadOrCreateSharedSecrets(t.db, dataDir())).toEqual(before);
  });
});

describe('secrets of a store moving up to PostgreSQL', () => {
  it("start from the one-machine store's secrets.json, so its sessions stay valid", async () => {
    const t = await createTestApp();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-secrets-'));
    try {
      const local = loadOrCreateSecrets(dir);
      expect(await loadOrCreateSharedSecrets(t.db, dir)).toEqual(local);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
