import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPgliteClient, openPglite, type Database } from '../db/client';
import { createLogger } from '../logger';
import { createMailer, getMail, listMail, type MailMessage, type Mailer } from './mail';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';

const FROM = 'Store <no-reply@store.test>';
const logger = createLogger('silent');

/** A migrated PGlite: a copy of the run's migrated dump when there is one, else a fresh migrate. */
async function freshPglite(): Promise<Database> {
  const dumpPath = inject('pgliteDumpPath');
  if (dumpPath) {
    return openPglite(await createPgliteClient(undefined, new Blob([fs.readFileSync(dumpPath)])));
  }
  const database = openPglite(await createPgliteClient());
  await database.migrate();
  return database;
}

let counter = 0;
function message(overrides: Partial<MailMessage> = {}): MailMessage {
  counter++;
  return {
    to: `shopper${counter}@example.com`,
    subject: `Your order CTK-4821${counter} is confirmed`,
    html: `<p>Thank you for order ${counter}</p>`,
    text: `Thank you for order ${counter}`,
    ...overrides,
  };
}

let database: Database;
beforeAll(async () => {
  database = await freshPglite();
});
afterAll(async () => {
  await database?.close();
});

describe('stored mailer (no SMTP_URL)', () => {
  it('keeps the message for /admin/mail with transport "stored"', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: FROM, logger });
    expect(mailer.kind).toBe('stored');
    const sent = message({ replyTo: 'owner@store.test', headers: { 'X-Order': 'CTK-48213' } });

    await mailer.send(sent);

    const [row] = await listMail(database.db, { to: sent.to });
    expect(row).toMatchObject({
      to: sent.to,
      from: FROM,
      subject: sent.subject,
      html: sent.html,
      text: sent.text,
      transport: 'stored',
      headers: { 'X-Order': 'CTK-48213', 'Reply-To': 'owner@store.test' },
    });
    expect(await getMail(database.db, row!.id)).toEqual(row);
  });

  it('lists newest first, up to the limit; getMail answers null for unknown or malformed ids', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: FROM, logger });
    const first = message();
    const second = message();
    await mailer.send(first);
    await mailer.send(second);

    const [newest, older] = await listMail(database.db, { limit: 2 });
    expect(newest?.subject).toBe(second.subject);
    expect(older?.subject).toBe(first.subject);
    expect(await listMail(database.db, { limit: 1 })).toHaveLength(1);
    expect(await getMail(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getMail(database.db, 'not-a-uuid')).toBeNull();
  });
});

describe('SMTP mailer', () => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ auth: { user: 'store', pass: 'smtp-secret' } });
    mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://store:smtp-secret@127.0.0.1:${smtp.port}`,
      from: FROM,
      logger,
    });
  });
  afterEach(() => {
    smtp.rejectNext(0);
    smtp.clear();
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
  });

  it('delivers the message to the mail server and keeps a copy with transport "smtp"', async () => {
    expect(mailer.kind).toBe('smtp');
    const sent = message({ replyTo: 'owner@store.test' });

    await mailer.send(sent);

    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0]!;
    expect(received.to).toEqual([sent.to]);
    expect(received.from).toBe('no-reply@store.test');
    expect(received.user).toBe('store');
    expect(received.subject).toBe(sent.subject);
    expect(received.headers['reply-to']).toBe('owner@store.test');
    expect(received.body).toContain(sent.text);
    expect(received.body).toContain(sent.html);

    const [row] = await listMail(database.db, { to: sent.to });
    expect(row).toMatchObject({ subject: sent.subject, transport: 'smtp', from: FROM });
  });

  it('throws when the server refuses the message, and keeps no copy', async () => {
    smtp.rejectNext(1);
    const refused = message();

    await expect(mailer.send(refused)).rejects.toThrow(/451/);

    expect(smtp.messages).toHaveLength(0);
    expect(await listMail(database.db, { to: refused.to })).toEqual([]);
    // The pooled connection is still good for the next message.
    await mailer.send(message());
    expect(smtp.messages).toHaveLength(1);
  });

  it('throws when the server cannot be reached', async () => {
    const closed = await startSmtpTestServer();
    await closed.close();
    const unreachable = createMailer({ db: database.db, smtpUrl: closed.url, from: FROM, logger });
    try {
      await expect(unreachable.send(message())).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      await unreachable.close();
    }
  });

  it('throws when the server refuses the credentials', async () => {
    const wrong = createMailer({
      db: database.db,
      smtpUrl: `smtp://store:wrong@127.0.0.1:${smtp.port}`,
      from: FROM,
      logger,
    });
    try {
      await expect(wrong.send(message())).rejects.toThrow(/Invalid username or password/);
    } finally {
      await wrong.close();
    }
    expect(smtp.messages).toHaveLength(0);
  });
});
