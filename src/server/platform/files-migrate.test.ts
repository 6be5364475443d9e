// `npm run files:migrate` against a real S3-compatible server: DATA_DIR/uploads is copied
// into the bucket under the same keys, a second run copies nothing, and the store then
// serves the old /uploads URLs from the bucket.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { migrateUploads } from './files-migrate';
import { createS3FileStore } from './s3-files';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server';

let s3: S3TestServer;
let dataDir: string;
let uploads: string;
const image = randomBytes(3000);
const video = randomBytes(6 * 1024 * 1024);

async function write(key: string, bytes: Buffer | string, root = uploads) {
  const file = path.join(root, ...key.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
}

async function bucketBytes(key: string): Promise<Buffer | null> {
  const file = await createS3FileStore(s3.settings).get(key);
  return file ? Buffer.concat((await file.body.toArray()) as Buffer[]) : null;
}

beforeAll(async () => {
  s3 = await startS3TestServer({ bucket: 'migrated-uploads' });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-migrate-'));
  uploads = path.join(dataDir, 'uploads');
  await write('product-images/tee-w400.webp', image);
  await write('hero-videos/hero-video-1.mp4', video);
  // What an interrupted write and a stray copy leave behind: not the store's files.
  await write('product-images/.tee-w800.webp.5d1c.tmp', 'partial');
  await write('notes.txt', 'hello');
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('migrateUploads', () => {
  it('copies every stored file under its key, and a second run copies nothing', async () => {
    const lines: string[] = [];
    const target = createS3FileStore(s3.settings);
    const first = await migrateUploads({ sourceDir: uploads, target, log: (l) => lines.push(l) });

    expect(first).toMatchObject({ copied: 2, skipped: 0, failed: [] });
    expect(first.ignored.sort()).toEqual(['notes.txt', 'product-images/.tee-w800.webp.5d1c.tmp']);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[[12]\/2\] copied product-images\/tee-w400\.webp \(2\.9 KB\)$/),
    );
    expect(await bucketBytes('product-images/tee-w400.webp')).toEqual(image);
    expect((await bucketBytes('hero-videos/hero-video-1.mp4'))?.equals(video)).toBe(true);
    expect(await target.stat('product-images/tee-w400.webp')).toMatchObject({
      contentType: 'image/webp',
    });

    const second = await migrateUploads({ sourceDir: uploads, target, log: () => {} });
    expect(second).toMatchObject({ copied: 0, skipped: 2, failed: [] });
  });

  it('copies again a file whose size differs, and reports one it cannot read', async () => {
    await write('product-images/changed-w400.webp', 'short');
    const target = createS3FileStore(s3.settings);
    await target.put(
      'product-images/changed-w400.webp',
      Readable.from([Buffer.from('longer')]),
      'image/webp',
    );
    await fs.symlink(
      path.join(dataDir, 'gone.webp'),
      path.join(uploads, 'product-images', 'broken-w400.webp'),
    );
    try {
      const report = await migrateUploads({ sourceDir: uploads, target, log: () => {} });

      expect(report.copied).toBe(1);
      expect((await bucketBytes('product-images/changed-w400.webp'))?.toString()).toBe('short');
      expect(report.failed.map((failure) => failure.key)).toEqual([
        'product-images/broken-w400.webp',
      ]);
    } finally {
      await fs.rm(path.join(uploads, 'product-images', 'broken-w400.webp'));
    }
  });

  it('leaves the saved /uploads URLs working on the store moved to the bucket', async () => {
    await migrateUploads({
      sourceDir: uploads,
      target: createS3FileStore(s3.settings),
      log: () => {},
    });
    const t = await createTestApp({ env: s3.env });
    try {
      const served = await t.app.request('/uploads/product-images/tee-w400.webp');
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
    } finally {
      await t.close();
    }
  });
});

/** Runs the command as `npm run files:migrate` does, from the sources. */
function runCli(dir: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('src/server/platform/files-migrate-cli.ts')],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('npm run files:migrate', () => {
  it('prints progress and a summary, and exits 0 when everything is in the bucket', async () => {
    const fresh = await startS3TestServer({ bucket: 'cli-target' });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'files-migrate-cli-'));
    try {
      await write('hero-videos/hero-video-2.mp4', video, path.join(dir, 'uploads'));
      await write('lifestyle-images/rail-w400.webp', image, path.join(dir, 'uploads'));

      const first = await runCli(dir, fresh.env);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('copied hero-videos/hero-video-2.mp4 (6.0 MB)');
      expect(first.stdout).toContain('2 copied, 0 already there, 0 failed.');

      const again = await runCli(dir, fresh.env);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('0 copied, 2 already there, 0 failed.');
    } finally {
      await fresh.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('exits non-zero with one line when the bucket cannot be used or is not set', async () => {
    const missing = await runCli(dataDir, { ...s3.env, S3_BUCKET: 'not-created' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('The S3 bucket "not-created"');

    const unset = await runCli(dataDir, {});
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('Set S3_BUCKET');
  });
});
