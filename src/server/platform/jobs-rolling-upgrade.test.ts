// A rolling upgrade (docs/decisions/044): copies of the older version keep queueing jobs the old
// way (max_attempts, no give_up_at) while the first new copy migrates the shared database, and
// the new worker runs what they queued. Also a database already migrated to 0007 before 0008
// existed, which had lost max_attempts.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgliteClient, openPglite, type Database, type Db } from '../db/client';
import { openPostgres } from '../db/postgres-client';
import { jobs } from '../db/schema/jobs';
import { migrationsUpTo } from '../db/transfer/transfer-tables';
import journal from '../db/migrations/meta/_journal.json';
import { withDatabase } from '../test/global-setup';
import { logger } from '../test/job-queue';
import { createJobWorker } from './jobs-worker';
import { MAIL_SEND, mailJobHandlers } from './jobs';
import { createMailer, listMail } from './mail';

const HOUR_MS = 60 * 60 * 1000;

/** A database brought to the level the older version left it at: migrations up to `tag`. */
async function databaseAt(
  tag: string,
  open: () => Promise<{ database: Database; drop: () => Promise<void> }>,
) {
  const entry = journal.entries.find((candidate) => candidate.tag === tag);
  if (!entry) throw new Error(`no migration ${tag}`);
  const folder = migrationsUpTo(entry)!;
  const opened = await open();
  try {
    await opened.database.migrate(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return opened;
}

/** The INSERT of the version before 0007: a retry count, and no retry window. */
function queueTheOldWay(db: Db, to: string) {
  const payload = { to, subject: `Order for ${to}`, html: '<p>Thanks</p>', text: 'Thanks' };
  return db.execute(
    sql`insert into jobs (kind, payload, max_attempts) values (${MAIL_SEND}, ${JSON.stringify(payload)}::jsonb, 8)`,
  );
}

/** The new version's worker, keeping mail in the database (no SMTP server set). */
async function runJobs(db: Db) {
  const mailer = createMailer({
    db,
    smtpUrl: undefined,
    from: 'Store <no-reply@store.test>',
    logger,
  });
  try {
    return await createJobWorker({ db, handlers: mailJobHandlers(mailer), logger }).runDueJobs();
  } finally {
    await mailer.close();
  }
}

function describeOn(
  name: string,
  open: () => Promise<{ database: Database; drop: () => Promise<void> }>,
) {
  describe(`a rolling upgrade on ${name}`, () => {
    it('takes the older copies’ jobs before and after the migration, and runs them', async () => {
      const { database, drop } = await databaseAt('0006_payment_deadline', open);
      try {
        const { db } = database;
        await queueTheOldWay(db, 'before@example.com');
        await database.migrate();
        // A copy still on the older version, after the new one migrated.
        await queueTheOldWay(db, 'after@example.com');

        const [after] = await db
          .select()
          .from(jobs)
          .where(sql`${jobs.payload}->>'to' = 'after@example.com'`);
        const window = after!.giveUpAt.getTime() - after!.createdAt.getTime();
        expect(window).toBe(72 * HOUR_MS);

        expect(await runJobs(db)).toBe(2);
        const sent = await listMail(db, { limit: 10 });
        expect(sent.map((mail) => mail.to).sort()).toEqual([
          'after@example.com',
          'before@example.com',
        ]);
        const rows = await db.select({ status: jobs.status }).from(jobs);
        expect(rows).toEqual([{ status: 'done' }, { status: 'done' }]);
      } finally {
        await drop();
      }
    });

    it('gives max_attempts back to a database migrated to 0007 before 0008 existed', async () => {
      const { database, drop } = await databaseAt('0007_mail_outbox', open);
      try {
        const { db } = database;
        await expect(queueTheOldWay(db, 'refused@example.com')).rejects.toThrow(/max_attempts/);
        await database.migrate();
        await queueTheOldWay(db, 'older-copy@example.com');

        expect(await runJobs(db)).toBe(1);
        expect((await listMail(db, { limit: 10 })).map((mail) => mail.to)).toEqual([
          'older-copy@example.com',
        ]);
      } finally {
        await drop();
      }
    });
  });
}

describeOn('PGlite', async () => {
  const database = openPglite(await createPgliteClient());
  return { database, drop: () => database.close() };
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(postgresUrl)('on PostgreSQL', () => {
  describeOn('PostgreSQL', async () => {
    // An empty database, not the migrated template: the test migrates it itself.
    const name = `store_test_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = openPostgres(withDatabase(postgresUrl!, name), { poolSize: 2 });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  });
});
