import { Hono } from 'hono';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import type { SentMail, SentMailDetail } from '../../shared/site/mail.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { getMail, listMail, type StoredMail } from '../platform/mail';

const MAIL_LIST_LIMIT = 200;

function toSentMail(row: StoredMail): SentMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The mail the store sent or kept (DECISIONS.md: readable at /admin/mail without SMTP). */
export function mailAdminRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/mail', async (c) => {
      const rows = await listMail(db, { limit: MAIL_LIST_LIMIT });
      return c.json({ mail: rows.map(toSentMail) });
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
    });
}
