import { Hono } from 'hono';
import { ContactMessageSchema } from '../../shared/site/contact.schema';
import type { AppEnv } from '../app-env';
import { limitPerClient } from '../http/rate-limits';
import { validate } from '../http/validation';
import type { Services } from '../services';
import { receiveContactMessage } from './contact.service';

export function contactRoutes({
  db,
  config,
  limits,
  onJobsQueued,
}: Pick<Services, 'db' | 'config' | 'limits' | 'onJobsQueued'>) {
  return new Hono<AppEnv>().post(
    '/contact',
    validate('json', ContactMessageSchema),
    // Messages per client.
    limitPerClient(limits.contactPerClient, config.trustProxy),
    async (c) => {
      const { mailed } = await receiveContactMessage(db, c.req.valid('json'), config.ownerEmail);
      if (mailed) onJobsQueued();
      return c.json({ ok: true }, 201);
    },
  );
}
