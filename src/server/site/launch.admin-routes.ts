import { Hono } from 'hono';
import { isDemoContentsEmpty, NOTHING_TO_REMOVE } from '../../shared/site/launch.schema';
import type { AppEnv } from '../app-env';
import { conflict } from '../domain-errors';
import type { Services } from '../services';
import { getLaunchChecklist } from './launch.service';

export type LaunchAdminDeps = Pick<Services, 'db' | 'clock' | 'mailer' | 'demoContent'>;

/**
 * "Before you open": the dashboard's launch checklist, and the removal of the demo content.
 * DELETE /demo is a storefront writer (shared/storefront/storefront-reads.ts): the snapshot is
 * rebuilt before it answers and the other copies are told.
 */
export function launchAdminRoutes({ db, clock, mailer, demoContent }: LaunchAdminDeps) {
  return new Hono<AppEnv>()
    .get('/launch', async (c) =>
      c.json(
        await getLaunchChecklist({
          db,
          now: clock(),
          mailTransport: mailer.kind,
          demoContents: demoContent.find,
        }),
      ),
    )
    .delete('/demo', async (c) => {
      const removed = await demoContent.remove();
      if (isDemoContentsEmpty(removed)) throw conflict(NOTHING_TO_REMOVE);
      return c.json({ removed });
    });
}
