// Queueing jobs in the caller's transaction, and the mail they carry reaching the SMTP server
// (platform/jobs.ts); the worker's retries, locks and batches are jobs-worker.test.ts.
import { enqueueJob, enqueueJobs, enqueueMail } from './jobs';
import { listMail } from './mail';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs';
import {
  db,
  job,
  mail,
  pgliteDatabase,
  postgresDatabase,
  setUpJobQueue,
  smtp,
  worker,
  type QueueDatabase,
} from '../test/job-queue';

function describeOn(name: string, open: () => Promise<QueueDatabase>): void {
  describe(`job queue: ${name}`, () => {
    setUpJobQueue(open);

    it('queues many jobs in one transaction, paced one spacing apart when asked', async () => {
      const payloads = Array.from({ length: 1_201 }, (_, index) => ({ index }));
      await db.transaction(async (tx) => {
        await enqueueJobs(tx, 'test.many', payloads, { spacingMs: 100, retryForMs: 60_000 });
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
      // Each is retried for a minute from its own due time.
      expect(
        rows.every(
          (row) =>
            row.giveUpAt.getTime() - row.runAt.getTime() === 60_000 && row.status === 'pending',
        ),
      ).toBe(true);
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

    it('fails a job of unknown kind, or with a malformed mail, at once', async () => {
      const unknown = await enqueueJob(db, 'push.sned', { orderId: 1 });
      const malformed = await enqueueJob(db, 'mail.send', { to: 'a@example.com' });

      expect(await worker().runDueJobs()).toBe(2);

      expect(await job(unknown)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await job(unknown)).lastError).toBe('No handler for job kind "push.sned"');
      expect(await job(malformed)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await job(malformed)).lastError).toMatch(/Invalid mail.send payload/);
    });
  });
}

describeOn('PGlite', pgliteDatabase);

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(postgresUrl)('on PostgreSQL', () => {
  describeOn('PostgreSQL', () => postgresDatabase(postgresUrl!));
});
