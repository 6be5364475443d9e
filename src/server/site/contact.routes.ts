import { Hono, type MiddlewareHandler } from 'hono';
import { ContactMessageSchema } from '../../shared/site/contact.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { validate } from '../http/validation';
import { receiveContactMessage } from './contact.service';

export function contactRoutes(deps: {
  db: Db;
  ownerEmail: string | undefined;
  onMailQueued: () => void;
  /** Messages per client (http/rate-limits.ts). */
  limit: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>().post(
    '/contact',
    validate('json', ContactMessageSchema),
    deps.limit,
    async (c) => {
      const { mailed } = await receiveContactMessage(deps.db, c.req.valid('json'), deps.ownerEmail);
      if (mailed) deps.onMailQueued();
      return c.json({ ok: true }, 201);
    },
  );
}
