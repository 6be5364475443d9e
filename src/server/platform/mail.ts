// Outgoing e-mail behind one interface (DECISIONS.md, "E-mail"): through SMTP when SMTP_URL
// is set, otherwise kept in `mail_messages` for the owner to read at /admin/mail, so a new
// store works end to end on one machine. Callers do not send directly: they queue a mail job
// in their transaction (`mail.send` with the rendered mail, jobs.ts; an order's `mail.order`,
// rendered when sent, orders/order-mails.ts), and the worker calls `send` after commit.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { commitEachTransaction, type GroupCommit } from '../db/group-commit';
import { mailMessages, type MailMessageRow } from '../db/schema/jobs';
import type { Logger } from '../logger';

/** What a job carries; parsed again when the job runs, since it went through the database. */
export const MailMessageSchema = z.object({
  to: z.string().trim().min(1),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  replyTo: z.string().trim().min(1).optional(),
});

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'stored';
  /** Resolves once the server accepted the message (or it is stored); throws otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections; sending after close is an error. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  /** config.smtpUrl: `smtp://user:pass@host:587`, `smtps://...:465`; unset keeps mail in the database. */
  smtpUrl: string | undefined;
  /** config.mailFrom, e.g. `Store <no-reply@example.com>`. */
  from: string;
  logger: Logger;
  /** How the kept copy reaches the disk (db/group-commit.ts); each commit flushed by default. */
  commits?: GroupCommit;
}

/**
 * Timeouts so a hung mail server fails the attempt and the job is retried later, rather than
 * holding its batch (and the worker's claim on it, renewed meanwhile: job-claims.ts) for good.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export function createMailer({
  db,
  smtpUrl,
  from,
  logger,
  commits = commitEachTransaction,
}: MailerOptions): Mailer {
  // The copy is written by a job, which runs again if a crash loses it (platform/jobs.ts). The
  // worker runs a batch of mail jobs side by side: their copies are one insert.
  const keep = batchedKeeper((copies) =>
    commits.unsynced(db, (tx) => recordMail(tx, from, copies)),
  );
  if (!smtpUrl) {
    return {
      kind: 'stored',
      send: async (message) => {
        await keep(message, 'stored');
        logger.info(
          { to: message.to, subject: message.subject },
          'mail stored (no SMTP_URL); the owner can read it at /admin/mail',
        );
      },
      close: async () => {},
    };
  }

  // nodemailer (~13 MB) loads with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      // Settings given in the URL (`?pool=false`, `?secure=true`) win over these defaults.
      createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS }),
    ));
  return {
    kind: 'smtp',
    send: async (message) => {
      if (closed) throw new Error('The mailer is closed');
      const info = await (
        await connect()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
      // The message is already out: a failure to keep the copy must not fail the job, or the
      // retry would send it a second time.
      try {
        await keep(message, 'smtp');
      } catch (error) {
        logger.error({ err: error, to: message.to }, 'mail sent, but keeping its copy failed');
      }
    },
    close: async () => {
      closed = true;
      (await transport)?.close();
    },
  };
}

/**
 * The mail server refused this message for good: a 5xx reply (RFC 5321 4.2.1; 503 only says a
 * command came out of order) to its recipient or its content. Retrying sends the same message
 * to the same address, and repeated sends to a refused address count against the sender; the
 * owner sees it in the outbox at once and may retry it. Any other failure (no connection, a
 * 4xx, a refused sign-in or sender, which every message would meet) is worth retrying
 * (docs/decisions/044).
 */
export function isRefusedForGood(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}

interface KeptCopy {
  message: MailMessage;
  transport: 'smtp' | 'stored';
}

/**
 * `keep(message, transport)` resolves once the copy is saved. Copies asked for in the same turn
 * of the event loop are saved together by one `save` (and fail together: their jobs retry).
 */
function batchedKeeper(save: (copies: KeptCopy[]) => Promise<void>) {
  let pending: { copies: KeptCopy[]; saved: Promise<void> } | null = null;
  return (message: MailMessage, transport: 'smtp' | 'stored'): Promise<void> => {
    if (!pending) {
      const batch: { copies: KeptCopy[]; saved: Promise<void> } = {
        copies: [],
        saved: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          pending = null;
          return save(batch.copies);
        }),
      };
      pending = batch;
    }
    pending.copies.push({ message, transport });
    return pending.saved;
  };
}

async function recordMail(db: DbOrTx, from: string, copies: readonly KeptCopy[]): Promise<void> {
  await db.insert(mailMessages).values(
    copies.map(({ message, transport }, index) => {
      const headers = { ...message.headers };
      if (message.replyTo) headers['Reply-To'] = message.replyTo;
      return {
        to: message.to,
        from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers,
        transport,
        // In the order sent: the mail screen lists by this time, and the database's clock may
        // read the same for every row of one insert.
        createdAt: sql`clock_timestamp() + ${index}::integer * interval '1 microsecond'`,
      };
    }),
  );
}

/** A message as kept in the database, for the owner's mail screen. */
export type StoredMail = MailMessageRow;

/**
 * Mail kept or sent, newest first; `to` narrows it to one recipient (exact address), `before`
 * (a message's id) continues after that message: the next page.
 */
export async function listMail(
  db: DbOrTx,
  options: { limit?: number; to?: string; before?: string } = {},
): Promise<MailMessageRow[]> {
  const { before } = options;
  return db
    .select()
    .from(mailMessages)
    .where(
      and(
        options.to === undefined ? undefined : eq(mailMessages.to, options.to),
        // Compared with the row itself, so the database's microseconds are kept exactly.
        before === undefined
          ? undefined
          : sql`(${mailMessages.createdAt}, ${mailMessages.id}) < (select m.created_at, m.id from ${mailMessages} m where m.id = ${before})`,
      ),
    )
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(options.limit ?? 50);
}

/** One kept message, or null (also for an id that is not a UUID, as from a hand-typed URL). */
export async function getMail(db: DbOrTx, id: string): Promise<MailMessageRow | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
  return row ?? null;
}
