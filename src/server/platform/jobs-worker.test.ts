// The job worker (platform/jobs-worker.ts): retries with backoff, jobs due later, batches, and
// stopping with a job in hand. Several instances on one queue: jobs-instances.test.ts.
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { openPostgres } from '../db/postgres-client';
import { backoffMs } from './job-settlement';
import { createJobWorker } from './jobs-worker';
import { enqueueJob, enqueueJobBatch, enqueueMail, mailJob, mailJobHandlers } from './jobs';
import { createMailer, listMail } from './mail';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs';
import {
  db,
  describeOnEachDatabase,
  job,
  logger,
  mail,
  makeDue,
  smtp,
  worker,
} from '../test/job-queue';

describeOnEachDatabase('job worker', () => {
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

  it('marks a job failed when an attempt after its give-up time fails', async () => {
    smtp.rejectNext(10);
    const id = await enqueueJob(db, 'mail.send', mail(), { retryForMs: 60_000 });

    await worker().runDueJobs();
    expect((await job(id)).status).toBe('pending');
    // A minute later: the give-up time has passed, so this attempt is the last.
    await db
      .update(jobs)
      .set({
        giveUpAt: sql`now() - interval '1 second'`,
        runAt: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, id));
    await worker().runDueJobs();

    const row = await job(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lockedUntil: null });
    expect(row.lastError).toMatch(/451/);
    await makeDue(id);
    expect(await worker().runDueJobs()).toBe(0);
    expect(smtp.messages).toEqual([]);
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

  it('runs a batch of due jobs side by side and keeps their mail with one insert, in order', async () => {
    const stored = createMailer({ db, smtpUrl: undefined, from: 'Store <s@store.test>', logger });
    const queued = [mail(), mail(), mail(), mail(), mail()];
    // One insert, as an order queues its mails: they run in the order given.
    await db.transaction((tx) => enqueueJobBatch(tx, queued.map(mailJob)));
    const batched = createJobWorker({
      db,
      handlers: mailJobHandlers(stored),
      logger,
      batchSize: 4,
    });

    expect(await batched.runDueJobs()).toBe(5);

    const statuses = await db.select({ status: jobs.status }).from(jobs);
    expect(statuses.map((row) => row.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // Newest first: the kept copies follow the order the jobs were queued in.
    const kept = await listMail(db, { limit: 5 });
    expect(kept.map((message) => message.subject)).toEqual(
      queued.map((message) => message.subject).reverse(),
    );
  });

  it('settles a batch job by job: one refused send is retried, the others are done', async () => {
    const queued = [mail(), mail(), mail()];
    await db.transaction((tx) => enqueueJobBatch(tx, queued.map(mailJob)));
    smtp.rejectNext(1);

    expect(await worker().runDueJobs()).toBe(3);

    const rows = await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows.map((row) => row.status).sort()).toEqual(['done', 'done', 'pending']);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    expect(smtp.messages).toHaveLength(2);
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
