// The store's API under /api, as the typed client sees it: better-auth's own paths, then every
// shopper-facing route behind the loaded session, then the back office under /admin
// (admin-api.ts). app.ts makes the parts (auth, bus, realtime, snapshot, site access) and mounts
// this behind the site lock, the snapshot and the JSON body limit.
import { Hono } from 'hono';
import { accountRoutes } from './account/account.routes';
import { adminApi } from './admin-api';
import type { AppEnv } from './app-env';
import type { Auth } from './auth/auth';
import { loadSession } from './auth/auth.middleware';
import { authSetupRoutes, betterAuthRoutes, meRoutes } from './auth/auth.routes';
import type { OwnerClaimService } from './auth/owner-claim.service';
import type { ProductCardSync } from './catalog/catalog.admin.service';
import { searchRoutes } from './catalog/search.routes';
import type { CatalogSnapshotStore } from './storefront/snapshot/catalog-snapshot';
import { checkoutPricesFromSnapshot } from './storefront/snapshot/checkout-catalog';
import type { Config } from './config';
import type { Database } from './db/client';
import { errorBody } from './http/errors';
import { limitFailuresPerClient, limitPerClient, type RateLimiters } from './http/rate-limits';
import type { Logger } from './logger';
import { discountRoutes } from './marketing/discounts.routes';
import { newsletterRoutes } from './marketing/newsletter.routes';
import { checkoutCatalogFromDatabase } from './orders/checkout.service';
import { orderRoutes } from './orders/orders.routes';
import type { Bus } from './platform/bus';
import type { FileStore } from './platform/files';
import type { RedisLink } from './platform/redis';
import { presenceRoutes } from './realtime/presence.routes';
import type { createRealtime } from './realtime/realtime';
import { contactRoutes } from './site/contact.routes';
import { healthRoutes } from './site/health.routes';
import type { createSiteAccess } from './site/site-lock.gate';
import { siteLockRoutes } from './site/site-lock.routes';
import { storefrontReadRoutes } from './storefront/storefront-reads.routes';

type Realtime = ReturnType<typeof createRealtime>;

export interface ApiDeps {
  config: Config;
  database: Database;
  files: FileStore;
  logger: Logger;
  clock: () => Date;
  secret: string;
  vapidPublicKey: string;
  redis: Pick<RedisLink, 'state'> | undefined;
  onJobsQueued: () => void;
  limits: RateLimiters;
  auth: Auth;
  ownerClaim: OwnerClaimService;
  bus: Bus;
  realtime: Realtime['hub'];
  presence: Realtime['presence'];
  visitors: Realtime['visitors'];
  adminSessions: Realtime['adminSessions'];
  isTrustedOrigin: (origin: string) => Promise<boolean>;
  catalog: CatalogSnapshotStore;
  productCardSync: ProductCardSync;
  siteAccess: ReturnType<typeof createSiteAccess>;
  https: boolean;
}

export function createApi(deps: ApiDeps) {
  const {
    config,
    database,
    files,
    logger,
    clock,
    secret,
    vapidPublicKey,
    redis,
    onJobsQueued,
    limits,
    auth,
    ownerClaim,
    bus,
    realtime,
    presence,
    visitors,
    adminSessions,
    isTrustedOrigin,
    catalog,
    productCardSync,
    siteAccess,
    https,
  } = deps;
  const db = database.db;
  return (
    new Hono<AppEnv>()
      // better-auth answers its own paths before the session is loaded for everything else.
      .route(
        '/auth',
        betterAuthRoutes(auth, {
          db,
          ownerEmail: config.ownerEmail,
          ownerClaim,
          limits,
          trustProxy: config.trustProxy,
          logger: logger.child({ module: 'auth' }),
        }),
      )
      .use('*', loadSession(auth))
      .route('/', healthRoutes(database, redis))
      .route('/', authSetupRoutes(ownerClaim))
      .route('/', meRoutes(db))
      .route('/', storefrontReadRoutes(db, clock))
      .route(
        '/',
        searchRoutes(db, limitPerClient(limits.searchPerClient, config.trustProxy), catalog.search),
      )
      .route(
        '/',
        contactRoutes({
          db,
          ownerEmail: config.ownerEmail,
          onMailQueued: onJobsQueued,
          limit: limitPerClient(limits.contactPerClient, config.trustProxy),
        }),
      )
      .route(
        '/',
        newsletterRoutes({
          db,
          publicUrl: config.publicUrl,
          secret,
          clock,
          onMailQueued: onJobsQueued,
          limit: limitPerClient(limits.subscribePerClient, config.trustProxy),
          invalidUnsubscribes: limits.unsubscribePerClient,
          trustProxy: config.trustProxy,
        }),
      )
      .route(
        '/',
        siteLockRoutes({
          ...siteAccess,
          https,
          limit: limitFailuresPerClient(limits.sitePasswordPerClient, config.trustProxy),
        }),
      )
      .route('/', accountRoutes(db, clock))
      .route(
        '/',
        discountRoutes({
          db,
          clock,
          guesses: limits.discountPerClient,
          trustProxy: config.trustProxy,
        }),
      )
      .route(
        '/',
        orderRoutes({
          db,
          commits: database.commits,
          // One process sees every catalogue write on the embedded database: prices from the
          // snapshot. On PostgreSQL another instance may have just written: from the database.
          catalog:
            database.kind === 'pglite'
              ? checkoutPricesFromSnapshot(catalog, checkoutCatalogFromDatabase(db))
              : checkoutCatalogFromDatabase(db),
          clock,
          ownerEmail: config.ownerEmail,
          trustProxy: config.trustProxy,
          limits,
          onJobsQueued,
          // The order is saved whatever happens here: its mail and push are queued jobs.
          announceNewOrder: (order) =>
            bus
              .publish('new-orders', order)
              .catch((error: unknown) =>
                logger.error({ err: error, orderId: order.id }, 'could not announce a new order'),
              ),
        }),
      )
      .route(
        '/',
        presenceRoutes({
          db,
          hub: realtime,
          presence,
          isTrustedOrigin,
          connectLimit: limits.presenceConnectPerClient,
          trustProxy: config.trustProxy,
          logger: logger.child({ module: 'presence' }),
        }),
      )
      .route(
        '/admin',
        adminApi({
          db,
          config,
          clock,
          files,
          secret,
          vapidPublicKey,
          cardSync: productCardSync,
          siteLock: siteAccess.reader,
          realtime,
          visitors,
          adminSessions,
          isTrustedOrigin,
          onJobsQueued,
        }),
      )
      .all('*', (c) => c.json(errorBody('not_found', 'No such API endpoint.'), 404))
  );
}
