// Durable background work (mail, push) and the mail kept when no SMTP server is set.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Not read since migration 0007 (give_up_at decides); kept, with its old default, for a copy
     * of the store still on an older version during a rolling upgrade, which writes and reads it
     * (migration 0008, docs/decisions/044).
     */
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A failure is retried until this time; an attempt that starts after it is the last one
     * (platform/jobs.ts sets it when queueing: docs/decisions/044). The default serves a copy
     * still on an older version, which queues jobs without it (migration 0008).
     */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '72 hours'`),
    /** A worker that crashed mid-job leaves it `running`; after this time another may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.status, t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    // The owner's outbox: jobs that failed at least once and are not done (platform/outbox.ts).
    index('jobs_outbox_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.status} = 'failed' or (${t.status} in ('pending', 'running') and ${t.lastError} is not null)`,
      ),
  ],
);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** `smtp` when handed to the mail server, `stored` when kept for /admin/mail. */
    transport: text('transport', { enum: ['smtp', 'stored'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_created_at_idx').on(t.createdAt)],
);

export type JobRow = typeof jobs.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
