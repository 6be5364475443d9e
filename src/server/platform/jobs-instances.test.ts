// Several job workers on one queue, as several copies of the store run them: a crashed
// worker's job is taken over once its lock expires, a batch that outlasts its lock stays with
// its worker, and two instances at once run each job exactly once.
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs';
import {
  database,
  db,
  describeOnEachDatabase,
  job,
  logger,
  mail,
  mailer,
  otherMailer,
  smtp,
  worker,
} from '../test/job-queue';
import { enqueueMail, mailJobHandlers, type JobHandler } from './jobs';
import { createJobWorker } from './jobs-worker';

describeOnEachDatabase('job workers on one queue', () => {
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

  it('keeps a batch that outlasts its lock: another instance does not take it again', async () => {
    const id = await enqueueMail(db, mail());
    // A mail server that answers only after several locks' time.
    let answer!: () => void;
    const slowServer = new Promise<void>((resolve) => (answer = resolve));
    const send = mailJobHandlers(mailer)['mail.send']!;
    const slow = createJobWorker({
      db,
      logger,
      lockMs: 300,
      handlers: {
        'mail.send': async (payload, ctx) => {
          await slowServer;
          await send(payload, ctx);
        },
      },
    });
    const running = slow.runDueJobs();
    await delay(1_000);
    const other = createJobWorker({
      db: database.otherInstance,
      handlers: mailJobHandlers(otherMailer),
      logger,
      lockMs: 300,
    });
    expect(await other.runDueJobs()).toBe(0);

    answer();
    expect(await running).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
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
      // Small batches, so the second instance finds jobs left to claim.
      batchSize: 3,
    });
    const b = createJobWorker({
      db: database.otherInstance,
      handlers: recording('b', mailJobHandlers(otherMailer)),
      logger,
      concurrency: 2,
      batchSize: 3,
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
});
