// db:export / db:import: a store moved (or restored) through the file keeps its orders,
// accounts, settings and products, and the moved store works through its HTTP app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../../config';
import { createPgliteClient, openPglite } from '../client';
import { openPostgres } from '../postgres-client';
import { jobs } from '../schema/jobs';
import { orders } from '../schema/orders';
import { siteSettings } from '../schema/settings';
import {
  createTestApp,
  OWNER_EMAIL,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/test-app';
import { withDatabase } from '../../test/global-setup';
import {
  IMAGES,
  SHOPPER,
  storeWithHistory,
  withoutPaymentDeadline,
  type StoreWithHistory,
} from '../../test/transfer-fixtures';
import { exportStore } from './store-export';
import { readExportHeader } from './store-import';
import { exportCommand, importCommand } from './transfer-commands';
import { codeMigrationLevel, databaseMigrationLevel } from './transfer-tables';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-transfer-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function configFor(dataDir: string, databaseUrl?: string) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

async function signIn(t: TestApp, email: string) {
  return t.request('POST', '/api/auth/sign-in/email', {
    body: { email, password: TEST_PASSWORD },
  });
}

/** The moved store, through its HTTP app: the same people, orders, products and settings. */
async function expectSameStore(t: TestApp, source: StoreWithHistory) {
  try {
    // Sessions stay behind (decision 032): the old cookie is signed out, the password works.
    const oldSession = await t.request('GET', '/api/orders', { cookie: source.shopperSession });
    expect(oldSession.status).toBe(401);
    // The password hash came along: the shopper and the owner sign in as before.
    const shopperSignIn = await signIn(t, SHOPPER);
    expect(shopperSignIn.status).toBe(200);
    const shopper = sessionCookie(shopperSignIn);
    const mine = await t.request('GET', '/api/orders', { cookie: shopper });
    const { orders } = (await mine.json()) as { orders: { orderNumber: string }[] };
    expect(orders.map((o) => o.orderNumber).sort()).toEqual(
      [source.paid.orderNumber, source.awaiting.orderNumber].sort(),
    );

    const product = await t.request('GET', `/api/products/${source.productId}`);
    expect(await product.json()).toMatchObject({ product: { images: IMAGES } });
    const methods = await t.request('GET', '/api/payment-methods');
    expect(JSON.stringify(await methods.json())).toContain('$CTKApparel');
    expect(await t.sentMail()).toHaveLength(source.mailCount);

    // The status history's identity continues after the imported rows: a new change saves.
    const ownerSignIn = await signIn(t, OWNER_EMAIL);
    const owner = sessionCookie(ownerSignIn);
    const marked = await t.request(
      'POST',
      `/api/admin/orders/${source.awaiting.orderId}/mark-paid`,
      { cookie: owner },
    );
    expect(marked.status).toBe(200);
    const detail = await t.request('GET', `/api/admin/orders/${source.paid.orderId}`, {
      cookie: owner,
    });
    expect(JSON.stringify(await detail.json())).toContain('processing');
  } finally {
    await t.close();
  }
}

describe('moving a store through db:export and db:import', { timeout: 120_000 }, () => {
  let source: StoreWithHistory;
  let file: string;

  beforeAll(async () => {
    source = await storeWithHistory();
    file = path.join(tempDir(), 'store.jsonl.gz');
    // The source here is an in-memory PGlite; the command opens DATA_DIR/db the same way.
    await exportStore(source.t.db, file);
  });
  afterAll(() => source.t.close());

  it('restores orders, accounts, settings, products and mail into a new PGlite store', async () => {
    const dataDir = tempDir();
    const message = await importCommand(configFor(dataDir), [file]);
    expect(message).toMatch(/^Imported \d+ rows into .*db from .*store\.jsonl\.gz/);

    const restored = openPglite(await createPgliteClient(path.join(dataDir, 'db')));
    await expectSameStore(await createTestApp({ database: restored }), source);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'moves the PGlite store into a new PostgreSQL database, and backs that up',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `store_transfer_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const config = configFor(tempDir(), withDatabase(adminUrl, name));
        expect(await importCommand(config, [file])).toMatch(/^Imported \d+ rows into PostgreSQL/);
        await expectSameStore(
          await createTestApp({ database: openPostgres(config.databaseUrl!) }),
          source,
        );
        // The same pair backs a PostgreSQL store up: the file holds the changed store.
        const backup = path.join(tempDir(), 'backup.jsonl.gz');
        expect(await exportCommand(config, [backup])).toMatch(/^Exported \d+ rows from PostgreSQL/);
        const header = await readExportHeader(backup);
        expect(header.migration).toEqual(codeMigrationLevel());
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  it('refuses a store that has data unless --force, and a running store', async () => {
    const dataDir = tempDir();
    const config = configFor(dataDir);
    await importCommand(config, [file]);
    // The moved store changes; importing the backup again is refused, then forced.
    const client = openPglite(await createPgliteClient(path.join(dataDir, 'db')));
    await client.db
      .update(siteSettings)
      .set({ settingValue: { cashapp: { enabled: true, handle: '$Changed' } } })
      .where(eq(siteSettings.settingKey, 'payment_methods'));
    await client.close();
    await expect(importCommand(config, [file])).rejects.toThrow(
      /^This store already has data \(table .+ is not empty\): import into an empty database, or add --force/,
    );
    await importCommand(config, [file, '--force']);
    const reopened = openPglite(await createPgliteClient(path.join(dataDir, 'db')));
    const [setting] = await reopened.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'payment_methods'));
    expect(JSON.stringify(setting?.settingValue)).toContain('$CTKApparel');
    await reopened.close();

    // While a store process holds DATA_DIR, neither command touches its database.
    const store = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dataDir, 'store.lock'), String(store.pid));
    try {
      const backup = path.join(tempDir(), 'backup.jsonl.gz');
      await expect(exportCommand(config, [backup])).rejects.toThrow(
        /Another store process \(pid \d+\) is already using .* Stop it first/,
      );
      expect(fs.existsSync(backup)).toBe(false);
    } finally {
      store.kill();
    }
  });

  it('restores a backup taken before an upgrade, then upgrades it', async () => {
    // The same store as exported by the version before the payment deadline (0006).
    const older = path.join(tempDir(), 'before-0006.jsonl.gz');
    fs.writeFileSync(older, zlib.gzipSync(withoutPaymentDeadline(fs.readFileSync(file))));
    const dataDir = tempDir();
    const config = configFor(dataDir);
    await importCommand(config, [older]);

    const restored = openPglite(await createPgliteClient(path.join(dataDir, 'db')));
    expect(await databaseMigrationLevel(restored.db)).toEqual(codeMigrationLevel());
    const saved = await restored.db
      .select({ number: orders.orderNumber, dueAt: orders.paymentDueAt })
      .from(orders);
    expect(saved.map((o) => o.number).sort()).toEqual(
      [source.paid.orderNumber, source.awaiting.orderNumber].sort(),
    );
    expect(saved.every((o) => o.dueAt === null)).toBe(true);
    // Jobs queued before 0007 are retried for 72 hours: from when they were queued, or, for
    // one not tried yet (an order's payment deadline), from when it comes due.
    const kept = await restored.db.select().from(jobs);
    expect(kept.some((job) => job.attempts === 0)).toBe(true);
    for (const job of kept) {
      const from = job.attempts === 0 ? Math.max(+job.runAt, +job.createdAt) : +job.createdAt;
      expect(+job.giveUpAt - from, job.kind).toBe(72 * 60 * 60 * 1000);
    }
    await restored.close();

    // Into a database already past the file's level it cannot go, even with --force.
    await expect(importCommand(config, [older, '--force'])).rejects.toThrow(
      /^The file was exported at migration 0005_newsletter_campaigns, older than this database \(\d{4}_\w+\): import it into a new, empty database/,
    );
  });

  it('says how to use the commands when the arguments are wrong', async () => {
    const config = configFor(tempDir());
    await expect(exportCommand(config, [])).rejects.toThrow(
      /^Usage: npm run db:export -- <file> \[--force\]/,
    );
    await expect(importCommand(config, ['a', 'b'])).rejects.toThrow(
      /^Usage: npm run db:import -- <file> \[--force\]/,
    );
    await expect(importCommand(config, [file, '--yes'])).rejects.toThrow(/Unknown option/);
    await expect(exportCommand(config, [file])).rejects.toThrow(/already exists/);
    await expect(exportCommand(config, [path.join(tempDir(), 'new.gz')])).rejects.toThrow(
      /^There is no store database in /,
    );
    // A file from another version of the store is refused before any database is touched.
    const [header, ...rest] = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const future = { when: codeMigrationLevel().when + 1, tag: '0099_future' };
    const newer = { ...JSON.parse(header!), migration: future };
    const fromTheFuture = path.join(tempDir(), 'newer.jsonl.gz');
    fs.writeFileSync(fromTheFuture, zlib.gzipSync([JSON.stringify(newer), ...rest].join('\n')));
    await expect(importCommand(config, [fromTheFuture])).rejects.toThrow(
      /^The file was exported at migration 0099_future, newer than this version of the store \(\d{4}_\w+\): update the store first\.$/,
    );
    expect(fs.existsSync(path.join(config.dataDir, 'db'))).toBe(false);

    const notExport = path.join(tempDir(), 'notes.txt');
    fs.writeFileSync(notExport, 'hello');
    await expect(importCommand(config, [notExport])).rejects.toThrow(
      /is not a complete db:export file/,
    );
  });
});
