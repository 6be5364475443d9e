// The job queue every job test file works on: a database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) with a second connection playing another app instance, a test SMTP
// server and a mailer for each instance. setUpJobQueue(open) inside a describe block gives
// that block its own; the bindings below are the current block's.
import fs from 'node:fs';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { createPgliteClient, openPglite, type Database, type Db } from '../db/client';
import { openPostgres } from '../db/postgres-client';
import { jobs } from '../db/schema/jobs';
import { createLogger } from '../logger';
import { createJobWorker } from '../platform/jobs-worker';
import { mailJobHandlers } from '../platform/jobs';
import { createMailer, type MailMessage, type Mailer } from '../platform/mail';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { withDatabase } from './global-setup';

export const logger = createLogger('silent');
const FROM = 'Store <no-reply@store.test>';

export interface QueueDatabase {
  db: Db;
  /** A second, independent connection to the same database: another app instance. */
  otherInstance: Db;
  cleanup(): Promise<void>;
}

export async function pgliteDatabase(): Promise<QueueDatabase> {
  const dumpPath = inject('pgliteDumpPath');
  let database: Database;
  if (dumpPath) {
    database = openPglite(
      await createPgliteClient(undefined, new Blob([fs.readFileSync(dumpPath)])),
    );
  } else {
    database = openPglite(await createPgliteClient());
    await database.migrate();
  }
  // PGlite is one connection in this process: the second "instance" shares it.
  return { db: database.db, otherInstance: database.db, cleanup: () => database.close() };
}

export async function postgresDatabase(adminUrl: string): Promise<QueueDatabase> {
  const template = inject('postgresTemplate');
  const name = `store_test_jobs_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const first = openPostgres(withDatabase(adminUrl, name), { poolSize: 4 });
  const second = openPostgres(withDatabase(adminUrl, name), { poolSize: 4 });
  return {
    db: first.db,
    otherInstance: second.db,
    cleanup: async () => {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let counter = 0;
export function mail(overrides: Partial<MailMessage> = {}): MailMessage {
  counter++;
  return {
    to: `shopper${counter}@example.com`,
    subject: `Order CTK-5${String(counter).padStart(4, '0')} confirmed`,
    html: `<p>Order ${counter}</p>`,
    text: `Order ${counter}`,
    ...overrides,
  };
}

export let database: QueueDatabase;
export let db: Db;
export let smtp: SmtpTestServer;
export let mailer: Mailer;
export let otherMailer: Mailer;

export function setUpJobQueue(open: () => Promise<QueueDatabase>): void {
  beforeAll(async () => {
    database = await open();
    db = database.db;
    smtp = await startSmtpTestServer();
    mailer = createMailer({ db, smtpUrl: smtp.url, from: FROM, logger });
    otherMailer = createMailer({
      db: database.otherInstance,
      smtpUrl: smtp.url,
      from: FROM,
      logger,
    });
  });
  afterAll(async () => {
    await mailer?.close();
    await otherMailer?.close();
    await smtp?.close();
    await database?.cleanup();
  });
  beforeEach(async () => {
    await db.delete(jobs);
    smtp.rejectNext(0);
    smtp.clear();
  });
}

/**
 * `tests` on a queue in PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set: each
 * run in its own describe block, with its own queue (setUpJobQueue).
 */
export function describeOnEachDatabase(title: string, tests: () => void): void {
  describe(`${title}: PGlite`, () => {
    setUpJobQueue(pgliteDatabase);
    tests();
  });
  const postgresUrl = process.env.TEST_DATABASE_URL;
  describe.runIf(postgresUrl)(`${title}: PostgreSQL`, () => {
    setUpJobQueue(() => postgresDatabase(postgresUrl!));
    tests();
  });
}

export const worker = (options: { db?: Db; mailer?: Mailer } = {}) =>
  createJobWorker({
    db: options.db ?? db,
    handlers: mailJobHandlers(options.mailer ?? mailer),
    logger,
  });

export async function job(id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Time passes for the job table: every job's times move `ms` into the past, which is how the
 * worker (it reads the database's now()) sees `ms` go by. The tests of long outages use it.
 */
export async function elapse(on: Db, ms: number): Promise<void> {
  const earlier = (column: SQLWrapper) =>
    sql`${column} - ${ms}::double precision * interval '1 millisecond'`;
  await on.update(jobs).set({
    createdAt: earlier(jobs.createdAt),
    runAt: earlier(jobs.runAt),
    giveUpAt: earlier(jobs.giveUpAt),
    updatedAt: earlier(jobs.updatedAt),
    lockedUntil: earlier(jobs.lockedUntil),
  });
}

export async function makeDue(id: string) {
  await db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));
}
