// Each job is settled as soon as its handler is done, not with its batch (docs/decisions/045): a
// worker that dies mid-batch leaves only the jobs still in hand to run again, so the mail it had
// delivered is not sent a second time.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setTimeout as delay } from 'node:timers/promises';
import { jobs } from '../db/schema/jobs';
import {
  database,
  db,
  logger,
  mail,
  mailer,
  otherMailer,
  pgliteDatabase,
  postgresDatabase,
  setUpJobQueue,
  smtp,
  type QueueDatabase,
} from '../test/job-queue';
import { createJobWorker } from './jobs-worker';
import { enqueueJobBatch, mailJob, mailJobHandlers, type JobHandler } from './jobs';

const HANGS = 'This one hangs: the worker dies sending it';

/** The statuses of the queued jobs, by subject. */
async function statuses(): Promise<Record<string, string>> {
  const rows = await db
    .select({ subject: sql<string>`${jobs.payload}->>'subject'`, status: jobs.status })
    .from(jobs);
  return Object.fromEntries(rows.map((row) => [row.subject, row.status]));
}

function describeOn(name: string, open: () => Promise<QueueDatabase>): void {
  describe(`settling jobs one by one: ${name}`, () => {
    setUpJobQueue(open);

    it('marks each delivered mail done while its batch still runs, so a crash sends none twice', async () => {
      const delivered = Array.from({ length: 7 }, () => mail());
      // One batch: the one that hangs is in the middle of it.
      const queued = [...delivered.slice(0, 4), mail({ subject: HANGS }), ...delivered.slice(4)];
      await db.transaction((tx) => enqueueJobBatch(tx, queued.map(mailJob)));

      // The first worker dies while sending one mail of its batch: that send never returns.
      let crash!: (error: Error) => void;
      const dead = new Promise<never>((_, reject) => (crash = reject));
      const send = mailJobHandlers(mailer)['mail.send']!;
      const dying: JobHandler = async (payload, ctx) => {
        if ((payload as { subject: string }).subject === HANGS) await dead;
        await send(payload, ctx);
      };
      const first = createJobWorker({ db, logger, handlers: { 'mail.send': dying } });
      const running = first.runDueJobs();

      await smtp.waitForMessages(7);
      // Each delivered mail is marked done on its own (within a bounded wait), though the batch
      // has not finished.
      let seen: Record<string, string> = {};
      for (let waited = 0; waited < 5_000; waited += 50) {
        seen = await statuses();
        if (delivered.every((message) => seen[message.subject] === 'done')) break;
        await delay(50);
      }
      expect(Object.values(seen).sort()).toEqual([...Array(7).fill('done'), 'running']);
      expect(seen[HANGS]).toBe('running');

      // The process is gone: its lock runs out and another instance takes what it left.
      await db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(jobs.status, 'running'));
      const second = createJobWorker({
        db: database.otherInstance,
        logger,
        handlers: mailJobHandlers(otherMailer),
      });
      expect(await second.runDueJobs()).toBe(1);

      const subjects = smtp.messages.map((message) => message.subject);
      expect(subjects.sort()).toEqual(queued.map((message) => message.subject).sort());
      expect(Object.values(await statuses())).toEqual(Array(8).fill('done'));

      // The first worker's late answer changes nothing: the job is no longer its own.
      crash(new Error('the process was killed'));
      await running;
      expect(Object.values(await statuses())).toEqual(Array(8).fill('done'));
      expect(smtp.messages).toHaveLength(8);
    });
  });
}

describeOn('PGlite', pgliteDatabase);

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(postgresUrl)('on PostgreSQL', () => {
  describeOn('PostgreSQL', () => postgresDatabase(postgresUrl!));
});
