// The back office's API under /api/admin: every route here is behind requireAdmin, checked on
// the server (the route walk in auth/auth.middleware.test.ts proves it for each one). Uploads
// are the exception that mounts itself in app.ts, before the JSON body limit.
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { requireAdmin } from './auth/auth.middleware';
import { catalogAdminRoutes } from './catalog/catalog.admin-routes';
import type { ProductCardSync } from './catalog/catalog.admin.service';
import type { Config } from './config';
import { contentAdminRoutes } from './content/content.admin-routes';
import { customerAdminRoutes } from './customers/customers.admin-routes';
import type { Db } from './db/client';
import { campaignAdminRoutes } from './marketing/campaigns.admin-routes';
import { discountAdminRoutes } from './marketing/discounts.admin-routes';
import { popupAdminRoutes } from './marketing/popup.admin-routes';
import { subscriberAdminRoutes } from './marketing/subscribers.admin-routes';
import { pushAdminRoutes } from './notifications/push.admin-routes';
import { orderAdminRoutes } from './orders/orders.admin-routes';
import { MAIL_JOB_KINDS } from './job-handlers';
import type { FileStore } from './platform/files';
import { createMailOutbox } from './platform/outbox';
import { promotionAdminRoutes } from './promotions/promotions.admin-routes';
import type { AdminSessions } from './realtime/admin-sessions';
import type { PresenceFeed } from './realtime/presence-feed';
import type { RealtimeHub } from './realtime/realtime-hub';
import { realtimeAdminRoutes } from './realtime/realtime.admin-routes';
import { mailAdminRoutes } from './site/mail.admin-routes';
import { siteAdminRoutes } from './site/site.admin-routes';
import { siteLockAdminRoutes } from './site/site-lock.admin-routes';
import type { SiteLockReader } from './site/site-lock.service';
import { storeSettingsAdminRoutes } from './settings/store-settings.admin-routes';

export interface AdminApiDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  files: FileStore;
  /** Signs unsubscribe links in campaign mail. */
  secret: string;
  vapidPublicKey: string;
  cardSync: ProductCardSync;
  siteLock: SiteLockReader;
  realtime: RealtimeHub;
  visitors: PresenceFeed;
  adminSessions: AdminSessions;
  isTrustedOrigin: (origin: string) => Promise<boolean>;
  onJobsQueued: () => void;
}

export function adminApi(deps: AdminApiDeps) {
  const { db, config, clock, onJobsQueued } = deps;
  const publicUrl = config.publicUrl;
  const outbox = createMailOutbox(db, MAIL_JOB_KINDS);
  return new Hono<AppEnv>()
    .use('*', requireAdmin(db))
    .route('/', siteAdminRoutes(db, clock, outbox))
    .route('/', siteLockAdminRoutes(db, deps.siteLock, clock))
    .route('/', promotionAdminRoutes(db, clock))
    .route(
      '/',
      mailAdminRoutes({
        db,
        transport: config.smtpUrl ? 'smtp' : 'stored',
        outbox,
        onJobsQueued,
      }),
    )
    .route('/', catalogAdminRoutes({ db, clock, cardSync: deps.cardSync }))
    .route('/', contentAdminRoutes({ db, files: deps.files, clock }))
    .route('/', orderAdminRoutes({ db, clock, publicUrl, onJobsQueued }))
    .route('/', customerAdminRoutes({ db, clock }))
    .route('/', pushAdminRoutes(db, deps.vapidPublicKey))
    .route(
      '/',
      realtimeAdminRoutes(deps.realtime, deps.isTrustedOrigin, deps.visitors, deps.adminSessions),
    )
    .route('/', discountAdminRoutes(db, clock))
    .route('/', popupAdminRoutes(db, clock))
    .route('/', storeSettingsAdminRoutes({ db, clock, ownerEmail: config.ownerEmail }))
    .route('/', subscriberAdminRoutes(db, clock))
    .route('/', campaignAdminRoutes({ db, clock, onJobsQueued, publicUrl, secret: deps.secret }));
}
