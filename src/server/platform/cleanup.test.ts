// Old finished jobs and kept mail are deleted; pending, running and recent rows stay.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailMessages } from '../db/schema/jobs';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../test/test-app';
import { createCleanup } from './cleanup';

const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const clock = () => NOW;
const logger = createLogger('silent');

type JobValues = typeof jobs.$inferInsert;

async function insertJobs(t: TestApp, values: JobValues[]) {
  const rows = await t.db.insert(jobs).values(values).returning({ id: jobs.id, kind: jobs.kind });
  return rows;
}

async function kindsLeft(t: TestApp, ids: string[]) {
  const rows = await t.db.select({ kind: jobs.kind }).from(jobs).where(inArray(jobs.id, ids));
  return rows.map((row) => row.kind).sort();
}

function job(kind: string, status: JobValues['status'], finishedDaysAgo: number): JobValues {
  const at = daysAgo(finishedDaysAgo);
  return { kind, payload: {}, status, createdAt: at, runAt: at, updatedAt: at, giveUpAt: at };
}

describe('cleaning out old finished jobs and kept mail', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    owner = await t.signUpOwner();
  });
  afterAll(() => t.close());

  it('deletes what finished longer ago than the set ages, and nothing else', async () => {
    const rows = await insertJobs(t, [
      job('old-done', 'done', 40),
      job('old-failed', 'failed', 31),
      job('recent-done', 'done', 29),
      job('recent-failed', 'failed', 2),
      // Unfinished work stays whatever its age.
      job('old-pending', 'pending', 90),
      { ...job('old-running', 'running', 90), lockedUntil: daysAgo(89) },
      { ...job('old-retrying', 'pending', 60), attempts: 3, lastError: 'connection refused' },
    ]);
    await t.db
      .insert(mailMessages)
      .values([
        mail('Old receipt', 45),
        mail('Receipt from last week', 7),
        mail('Old copy of a sent mail', 31, 'smtp'),
      ]);
    const cleanup = createCleanup({
      db: t.db,
      jobsRetentionDays: t.config.jobsRetentionDays,
      mailRetentionDays: t.config.mailRetentionDays,
      clock,
      logger,
    });

    expect(await cleanup.runOnce()).toEqual({ jobs: 2, mail: 2 });
    expect(
      await kindsLeft(
        t,
        rows.map((row) => row.id),
      ),
    ).toEqual(['old-pending', 'old-retrying', 'old-running', 'recent-done', 'recent-failed']);
    // The owner's mail screen keeps last week's receipt only.
    const list = await t.request('GET', '/api/admin/mail', { cookie: owner });
    const subjects = ((await list.json()) as { mail: { subject: string }[] }).mail.map(
      (m) => m.subject,
    );
    expect(subjects).toContain('Receipt from last week');
    expect(subjects).not.toContain('Old receipt');
    expect(subjects).not.toContain('Old copy of a sent mail');

    // A second run (or another copy of the store) finds nothing left to do.
    expect(await cleanup.runOnce()).toEqual({ jobs: 0, mail: 0 });
  });

  it('shares a backlog between copies running at once, batch by batch, on its timer', async () => {
    const backlog = await insertJobs(
      t,
      Array.from({ length: 230 }, () => job('backlog', 'done', 40)),
    );
    const copy = (intervalMs?: number) =>
      createCleanup({
        db: t.db,
        jobsRetentionDays: 35,
        mailRetentionDays: 30,
        clock,
        logger,
        batchSize: 50,
        ...(intervalMs ? { intervalMs } : {}),
      });
    const [a, b] = await Promise.all([copy().runOnce(), copy().runOnce()]);
    expect(a.jobs + b.jobs).toBe(230);
    expect(
      await kindsLeft(
        t,
        backlog.map((row) => row.id),
      ),
    ).toEqual([]);

    // Started like main.ts starts it: the timer finds new old rows without being called.
    const [late] = await insertJobs(t, [job('late', 'failed', 40)]);
    const timed = copy(20);
    timed.start();
    try {
      await expect.poll(() => kindsLeft(t, [late!.id]), { timeout: 10_000 }).toEqual([]);
    } finally {
      await timed.stop();
    }
  });
});

function mail(
  subject: string,
  writtenDaysAgo: number,
  transport: 'smtp' | 'stored' = 'stored',
): typeof mailMessages.$inferInsert {
  return {
    to: 'ruth@example.com',
    from: 'Store <no-reply@localhost>',
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    transport,
    createdAt: daysAgo(writtenDaysAgo),
  };
}
