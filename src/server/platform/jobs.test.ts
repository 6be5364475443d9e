import fs from 'node:fs';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPgliteClient, openPglite, type Database, type Db } from '../db/client';
import { openPostgres } from '../db/postgres-client';
import { jobs } from '../db/schema/jobs';
import { createLogger } from '../logger';
import { withDatabase } from '../test/global-setup';
import {
  backoffMs,
  createJobWorker,
  enqueueJob,
  enqueueJobs,
  enqueueMail,
  mailJobHandlers,
  type JobHandler,
} from './jobs';
import { createMailer, listMail, type MailMessage, type Mailer } from './mail';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const logger = createLogger('silent');
const FROM = 'Store <no-reply@store.test>';

interface QueueDatabase {
  db: Db;
  /** A second, independent connection to the same database: another app instance. */
  otherInstance: Db;
  cleanup(): Promise<void>;
}

async function pgliteDatabase(): Promise<QueueDatabase> {
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

async function postgresDatabase(adminUrl: string): Promise<QueueDatabase> {
  const template = inject('postgresTemplate') || 'store_test_template';
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
function mail(overrides: Partial<MailMessage> = {}): MailMessage {
  counter++;
  return {
    to: `shopper${counter}@example.com`,
    subject: `Order CTK-5${String(counter).padStart(4, '0')} confirmed`,
    html: `<p>Order ${counter}</p>`,
    text: `Order ${counter}`,
    ...overrides,
  };
}

function describeJobQueue(name: string, open: () => Promise<QueueDatabase>): void {
  describe(`job queue: ${name}`, () => {
    let database: QueueDatabase;
    let db: Db;
    let smtp: SmtpTestServer;
    let mailer: Mailer;
    let otherMailer: Mailer;

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

    const worker = (options: { db?: Db; mailer?: Mailer } = {}) =>
      createJobWorker({
        db: options.db ?? db,
        handlers: mailJobHandlers(options.mailer ?? mailer),
        logger,
      });

    async function job(id: string) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (!row) throw new Error(`no job ${id}`);
      return row;
    }

    async function makeDue(id: string) {
      await db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, id));
    }

    it('queues many jobs in one transaction, paced one spacing apart when asked', async () => {
      const payloads = Array.from({ length: 1_201 }, (_, index) => ({ index }));
      await db.transaction(async (tx) => {
        await enqueueJobs(tx, 'test.many', payloads, { spacingMs: 100, maxAttempts: 3 });
      });
      const rows = await db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, 'test.many'))
        .orderBy(jobs.runAt);
      expect(rows).toHaveLength(1_201);
      expect(rows.map((row) => (row.payload as { index: number }).index)).toEqual(
        payloads.map((payload) => payload.index),
      );
      expect(rows.every((row) => row.maxAttempts === 3 && row.status === 'pending')).toBe(true);
      // The last comes due 1,200 x 100 ms after the first (same transaction, same now()).
      expect(rows.at(-1)!.runAt.getTime() - rows[0]!.runAt.getTime()).toBe(120_000);
    });

    it('never runs a job whose transaction rolled back', async () => {
      const lost = mail();
      await expect(
        db.transaction(async (tx) => {
          await enqueueMail(tx, lost);
          tx.rollback();
        }),
      ).rejects.toThrow();

      expect(await worker().runDueJobs()).toBe(0);
      expect(smtp.messages).toEqual([]);
      expect(await db.select().from(jobs)).toEqual([]);
    });

    it('delivers a mail queued in a committed transaction to the SMTP server', async () => {
      const sent = mail();
      const id = await db.transaction((tx) => enqueueMail(tx, sent));
      expect((await job(id)).status).toBe('pending');

      expect(await worker().runDueJobs()).toBe(1);

      expect(smtp.messages.map((m) => [m.to, m.subject])).toEqual([[[sent.to], sent.subject]]);
      expect(smtp.messages[0]?.body).toContain(sent.text);
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
      expect(await listMail(db, { to: sent.to })).toHaveLength(1);
      expect(await worker().runDueJobs()).toBe(0);
    });

    it('retries a failed send later, with backoff, and then delivers it exactly once', async () => {
      smtp.rejectNext(1);
      const sent = mail();
      const id = await enqueueMail(db, sent);

      expect(await worker().runDueJobs()).toBe(1);
      const failed = await job(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(failed.lastError).toMatch(/451/);
      const [timing] = await db
        .select({ later: sql<boolean>`${jobs.runAt} > now() + interval '4 seconds'` })
        .from(jobs)
        .where(eq(jobs.id, id));
      expect(timing?.later).toBe(true);
      expect(smtp.messages).toEqual([]);

      // Not due yet: nothing runs.
      expect(await worker().runDueJobs()).toBe(0);

      await makeDue(id);
      expect(await worker().runDueJobs()).toBe(1);
      expect(await worker().runDueJobs()).toBe(0);
      expect(smtp.messages.map((m) => m.subject)).toEqual([sent.subject]);
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('marks a job failed once it used all its attempts', async () => {
      smtp.rejectNext(10);
      const id = await enqueueJob(db, 'mail.send', mail(), { maxAttempts: 2 });

      await worker().runDueJobs();
      expect((await job(id)).status).toBe('pending');
      await makeDue(id);
      await worker().runDueJobs();

      const row = await job(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 2, lockedUntil: null });
      expect(row.lastError).toMatch(/451/);
      await makeDue(id);
      expect(await worker().runDueJobs()).toBe(0);
      expect(smtp.messages).toEqual([]);
    });

    it('fails a job of unknown kind, or with a malformed mail, at once', async () => {
      const unknown = await enqueueJob(db, 'push.sned', { orderId: 1 });
      const malformed = await enqueueJob(db, 'mail.send', { to: 'a@example.com' });

      expect(await worker().runDueJobs()).toBe(2);

      expect(await job(unknown)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await job(unknown)).lastError).toBe('No handler for job kind "push.sned"');
      expect(await job(malformed)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await job(malformed)).lastError).toMatch(/Invalid mail.send payload/);
    });

    it('waits for a job queued to run later', async () => {
      const later = new Date(Date.now() + 60 * 60 * 1000);
      const id = await enqueueJob(db, 'mail.send', mail(), { runAt: later });

      expect(await worker().runDueJobs()).toBe(0);
      expect((await job(id)).runAt.getTime()).toBe(later.getTime());
      await makeDue(id);
      expect(await worker().runDueJobs()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
    });

    it('takes over a job left running by a crashed worker once its lock expired, not before', async () => {
      const sent = mail();
      const id = await enqueueMail(db, sent);
      // As a worker that claimed the job and died: running, locked for a while yet.
      await db
        .update(jobs)
        .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(jobs.id, id));
      expect(await worker().runDueJobs()).toBe(0);

      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, id));
      expect(await worker().runDueJobs()).toBe(1);

      expect(smtp.messages.map((m) => m.subject)).toEqual([sent.subject]);
      expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
    });

    it('runs each job exactly once when two instances work the queue at the same time', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 30; i++) ids.add(await enqueueMail(db, mail()));
      const ranBy = new Map<string, string[]>();
      const recording = (instance: string, handlers: Record<string, JobHandler>) => ({
        'mail.send': async (payload: unknown, ctx: Parameters<JobHandler>[1]) => {
          ranBy.set(ctx.job.id, [...(ranBy.get(ctx.job.id) ?? []), instance]);
          await handlers['mail.send']!(payload, ctx);
        },
      });
      const a = createJobWorker({
        db,
        handlers: recording('a', mailJobHandlers(mailer)),
        logger,
        concurrency: 2,
      });
      const b = createJobWorker({
        db: database.otherInstance,
        handlers: recording('b', mailJobHandlers(otherMailer)),
        logger,
        concurrency: 2,
      });

      const [ranByA, ranByB] = await Promise.all([a.runDueJobs(), b.runDueJobs()]);

      expect(ranByA + ranByB).toBe(30);
      expect(ranByA).toBeGreaterThan(0);
      expect(ranByB).toBeGreaterThan(0);
      expect([...ranBy.keys()].sort()).toEqual([...ids].sort());
      expect([...ranBy.values()].every((instances) => instances.length === 1)).toBe(true);
      const subjects = smtp.messages.map((m) => m.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      const statuses = await db.select({ status: jobs.status }).from(jobs);
      expect(statuses.every((row) => row.status === 'done')).toBe(true);
    });

    it('works the queue in the background once started; stop() waits for the job in hand', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const inHand = new Promise<void>((resolve) => (started = resolve));
      const background = createJobWorker({
        db,
        handlers: {
          'test.slow': async () => {
            started();
            await released;
          },
        },
        logger,
        // A poll far away: only wake() can make this test pass in time.
        pollIntervalMs: 60_000,
      });
      background.start();
      await delay(50);
      const id = await db.transaction((tx) => enqueueJob(tx, 'test.slow', {}));
      background.wake();
      await inHand;

      let stopped = false;
      const stopping = background.stop().then(() => (stopped = true));
      await delay(50);
      expect(stopped).toBe(false);
      expect((await job(id)).status).toBe('running');

      release();
      await stopping;
      expect((await job(id)).status).toBe('done');
      // A stopped worker takes no more jobs.
      await enqueueJob(db, 'test.slow', {});
      expect(await background.runDueJobs()).toBe(0);
    });
  });
}

describeJobQueue('PGlite', pgliteDatabase);

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(postgresUrl)('on PostgreSQL', () => {
  describeJobQueue('PostgreSQL', () => postgresDatabase(postgresUrl!));
});

describe('job worker', () => {
  it('backs off exponentially from 5 seconds, up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(11)).toBe(60 * 60 * 1000);
    expect(backoffMs(50)).toBe(60 * 60 * 1000);
  });

  it('keeps polling when the database is unreachable, and stops cleanly', async () => {
    const lines: string[] = [];
    const capture = pino(
      { level: 'error' },
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    // Port 1 on loopback: nothing listens, so every query fails at once.
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/none', { poolSize: 1 });
    const background = createJobWorker({
      db: unreachable.db,
      handlers: {},
      logger: capture,
      pollIntervalMs: 10,
    });
    background.start();
    for (let waited = 0; lines.length < 2 && waited < 5_000; waited += 20) await delay(20);
    await background.stop();
    await unreachable.close();

    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/could not reach the job table/);
  });
});
