import { Hono } from 'hono';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import {
  MailListQuerySchema,
  type MailTransport,
  type SentMail,
  type SentMailDetail,
} from '../../shared/site/mail.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { getMail, listMail, type StoredMail } from '../platform/mail';

export const MAIL_PAGE_SIZE = 50;

function toSentMail(row: StoredMail): SentMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The mail the store sent or kept (DECISIONS.md: readable at /admin/mail without SMTP).
 * `transport` is how this store sends: the admin menu shows the Mail screen for `stored`.
 */
export function mailAdminRoutes(db: Db, transport: MailTransport) {
  return new Hono<AppEnv>()
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
    });
}
