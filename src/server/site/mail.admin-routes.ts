import { Hono } from 'hono';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import {
  MailListQuerySchema,
  type MailTransport,
  type SentMail,
  type SentMailDetail,
} from '../../shared/site/mail.schema';
import type { OutboxMail } from '../../shared/site/mail-outbox.schema';
import type { AppEnv } from '../app-env';
import { sessionUser } from '../auth/auth.middleware';
import { HttpError, notFound } from '../http/errors';
import { testMailEmail } from '../mail/test-mail';
import { getStoreName } from '../settings/store-settings.service';
import { forgetMailTest, recordMailTest } from './launch.service';
import { validate } from '../http/validation';
import { getMail, listMail, type StoredMail } from '../platform/mail';
import type { OutboxEntry } from '../platform/outbox';
import type { Services } from '../services';

export const MAIL_PAGE_SIZE = 50;
export const NOT_IN_OUTBOX = 'This e-mail is not waiting in the outbox (it may have gone out).';
export const TEST_MAIL_REFUSED = (reason: string) =>
  `The test e-mail did not go out: ${reason}. Check SMTP_URL and MAIL_FROM (docs/configuration.md).`;
export const NOT_FAILED = 'No failed e-mail with this id: only a failed e-mail can be discarded.';

function toSentMail(row: StoredMail): SentMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
  };
}

function toOutboxMail(entry: OutboxEntry): OutboxMail {
  return {
    ...entry,
    queuedAt: entry.queuedAt.toISOString(),
    nextTryAt: entry.nextTryAt?.toISOString() ?? null,
    retryUntil: entry.retryUntil.toISOString(),
  };
}

type MailAdminDeps = Pick<Services, 'db' | 'clock' | 'mailer' | 'outbox' | 'onJobsQueued'>;

/**
 * The outbox: mail tried and not gone out yet, delayed or failed (DECISIONS: "Mail is never
 * dropped in silence"), with Retry, Retry all and Discard. Shown with SMTP and without.
 */
function outboxRoutes({ outbox, onJobsQueued }: MailAdminDeps) {
  return new Hono<AppEnv>()
    .get('/mail/outbox', validate('query', MailListQuerySchema), async (c) => {
      const { cursor } = c.req.valid('query');
      const [entries, counts] = await Promise.all([
        outbox.list({ limit: MAIL_PAGE_SIZE + 1, ...(cursor ? { before: cursor } : {}) }),
        outbox.counts(),
      ]);
      const page = entries.slice(0, MAIL_PAGE_SIZE);
      const last = page.at(-1);
      return c.json({
        mail: page.map(toOutboxMail),
        nextCursor: entries.length > MAIL_PAGE_SIZE && last ? last.id : null,
        counts,
      });
    })
    .post('/mail/outbox/retry', async (c) => {
      const retried = await outbox.retryAll();
      if (retried > 0) onJobsQueued();
      return c.json({ retried });
    })
    .post('/mail/outbox/:id/retry', validate('param', IdParamSchema), async (c) => {
      if (!(await outbox.retry(c.req.valid('param').id))) throw notFound(NOT_IN_OUTBOX);
      onJobsQueued();
      return c.json({ retried: 1 });
    })
    .delete('/mail/outbox/:id', validate('param', IdParamSchema), async (c) => {
      if (!(await outbox.discard(c.req.valid('param').id))) throw notFound(NOT_FAILED);
      return c.body(null, 204);
    });
}

/**
 * The mail the store sent or kept (DECISIONS.md: readable at /admin/mail without SMTP), and
 * its outbox. `transport` is how this store sends, for the screen's description.
 */
export function mailAdminRoutes(deps: MailAdminDeps) {
  const { db } = deps;
  const transport: MailTransport = deps.mailer.kind;
  return (
    new Hono<AppEnv>()
      // Before /mail/:id, which would take "outbox" for an id.
      .route('/', outboxRoutes(deps))
      .get('/mail', validate('query', MailListQuerySchema), async (c) => {
        const { cursor } = c.req.valid('query');
        const rows = await listMail(db, {
          limit: MAIL_PAGE_SIZE + 1,
          ...(cursor ? { before: cursor } : {}),
        });
        const page = rows.slice(0, MAIL_PAGE_SIZE);
        const last = page.at(-1);
        return c.json({
          mail: page.map(toSentMail),
          nextCursor: rows.length > MAIL_PAGE_SIZE && last ? last.id : null,
        });
      })
      .get('/mail/transport', (c) => c.json({ transport }))
      // Sent at once, not queued: the owner waits for the mail server's answer. Only a mail
      // an SMTP server accepted ticks "Mail goes out" on the launch checklist.
      .post('/mail/test', async (c) => {
        const to = sessionUser(c)!.email;
        const mail = await testMailEmail(await getStoreName(db));
        try {
          await deps.mailer.send({ to, ...mail });
        } catch (error) {
          await forgetMailTest(db);
          const reason = error instanceof Error ? error.message : String(error);
          throw new HttpError(502, 'mail_refused', TEST_MAIL_REFUSED(reason));
        }
        if (transport === 'smtp') await recordMailTest(db, to, deps.clock());
        return c.json({ to, transport });
      })
      .get('/mail/:id', validate('param', IdParamSchema), async (c) => {
        const row = await getMail(db, c.req.valid('param').id);
        if (!row) throw notFound('Message not found.');
        const mail: SentMailDetail = {
          ...toSentMail(row),
          from: row.from,
          html: row.html,
          text: row.text,
        };
        return c.json({ mail });
      })
  );
}
