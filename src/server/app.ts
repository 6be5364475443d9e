// Builds the HTTP application from its modules. No listening and no globals: tests call
// `app.request()` on what this returns; main.ts serves it.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { createProfile } from './account/account.service';
import { createApi } from './api';
import type { AppEnv } from './app-env';
import { createAuth } from './auth/auth';
import { createOwnerClaim } from './auth/owner-claim.service';
import type { Config } from './config';
import type { Database } from './db/client';
import { refuseCrossSiteWrites, routeKeys } from './http/cross-site-writes';
import { errorBody } from './http/errors';
import { errorHandler, requestLog } from './http/error-handler';
import { jsonDepthLimit } from './http/json-depth';
import { uploadedFileRoutes } from './http/uploaded-files.routes';
import { securityHeaderValues, securityHeaders } from './http/security-headers';
import { clientRoutes, createPageRenderer, indexTemplate, inlineStylesheets } from './http/static';
import { storefrontRenderer } from './storefront/storefront-renderer';
import type { Logger } from './logger';
import { clientDistFolder, storefrontEntryFile } from './paths';
import type { FileStore } from './platform/files';
import type { ImageWorker } from './platform/image-worker';
import type { Secrets } from './secrets';
import { seoRoutes } from './storefront/seo.routes';
import { databaseHeadSource, pageHead, renderHead } from './storefront/seo.service';
import { createCatalogSnapshot } from './storefront/snapshot/catalog-snapshot';
import {
  announceCatalogWrites,
  serveCatalogSnapshot,
} from './storefront/snapshot/catalog-snapshot.middleware';
import { memoryRateLimiters, type RateLimiterFactory } from './platform/rate-limit';
import { createRateLimiters, giveBackHitsOfFailedRequests } from './http/rate-limits';
import { createProductCardSync } from './catalog/catalog.admin.service';
import { createStripeSync, type CardPaymentSync } from './platform/stripe-sync';
import { uploadAdminRoutes } from './uploads/uploads.admin-routes';
import { busChannels, createMemoryBus, type Bus } from './platform/bus';
import type { Presence } from './platform/presence';
import type { RedisLink } from './platform/redis';
import { createRealtime } from './realtime/realtime';
import { createSiteAccess, siteLockGate } from './site/site-lock.gate';

export interface AppDeps {
  config: Config;
  database: Database;
  files: FileStore;
  logger: Logger;
  secrets: Secrets;
  /** The clock every time-dependent rule reads; tests pass a fixed one. */
  clock?: () => Date;
  /** Where the built client lives; tests point it at a fixture or leave it missing. */
  clientDir?: string;
  /**
   * The storefront's server build (dist/ssr/entry-server.js), which renders the snapshot's pages;
   * null renders them in the browser alone. Tests point it at the source or leave it out.
   */
  storefrontEntry?: string | null;
  /** Called after a request committed queued jobs (mail), so the worker runs them at once. */
  onJobsQueued?: () => void;
  /** Card-payment product sync; made from config.stripeSecretKey when not given. */
  stripe?: CardPaymentSync;
  /** Events between the store's parts and instances; in-process unless given (Redis). */
  bus?: Bus;
  /** How often WebSockets are pinged (default 30 s); tests shorten it. */
  heartbeatMs?: number;
  /** How often the admin sockets' sessions are checked (realtime/admin-sessions.ts); tests shorten it. */
  sessionCheckMs?: number;
  /** Makes the limiters of http/rate-limits.ts; in-process unless the Redis adapter provides one. */
  rateLimiters?: RateLimiterFactory;
  /** The storefront's live visitors; in-process unless given (Redis). */
  presence?: Presence;
  /** Decodes uploaded images; the server's own worker process unless given (tests). */
  imageWorker?: ImageWorker;
  /** Set when bus, presence and rate limits are in Redis: the health endpoint reports it. */
  redis?: Pick<RedisLink, 'state'> | undefined;
}

const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { config, database, files, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const onJobsQueued = deps.onJobsQueued ?? (() => {});
  const db = database.db;
  const secret = config.sessionSecret ?? deps.secrets.sessionSecret;
  const limits = createRateLimiters(deps.rateLimiters ?? memoryRateLimiters);
  const ownerClaim = createOwnerClaim({
    db,
    ownerEmail: config.ownerEmail,
    mailConfigured: config.smtpUrl !== undefined,
    sharedDatabase: database.kind === 'postgres',
  });
  const auth = createAuth({
    db,
    config,
    secret,
    logger: logger.child({ module: 'auth' }),
    onUserCreated: (user) => createProfile(db, user),
    // Signed out, or every session of the account by a password reset: its admin sockets close.
    onSessionEnded: (sessionId) => adminSessions.ended(sessionId),
    ownerClaim,
    onMailQueued: onJobsQueued,
  });

  const bus =
    deps.bus ??
    createMemoryBus(busChannels, {
      onHandlerError: (error, channel) =>
        logger.error({ err: error, channel }, 'a bus subscriber failed'),
    });
  const {
    hub: realtime,
    presence,
    visitors,
    adminSessions,
    ready,
  } = createRealtime({
    bus,
    db,
    logger,
    heartbeatMs: deps.heartbeatMs,
    presence: deps.presence,
    sessionCheckMs: deps.sessionCheckMs,
  });
  const isTrustedOrigin = async (origin: string) => (await auth.$context).isTrustedOrigin(origin);

  const clientDir = deps.clientDir ?? clientDistFolder;
  const template = indexTemplate(clientDir);
  const catalog = createCatalogSnapshot({
    db,
    clock,
    bus,
    logger: logger.child({ module: 'catalog-snapshot' }),
    publicUrl: config.publicUrl,
    template: inlineStylesheets(template, clientDir),
    renderer: storefrontRenderer(
      deps.storefrontEntry === undefined ? storefrontEntryFile : deps.storefrontEntry,
      logger.child({ module: 'storefront-render' }),
    ),
  });

  const productCardSync = createProductCardSync({
    db,
    sync: deps.stripe ?? createStripeSync({ secretKey: config.stripeSecretKey, logger }),
    publicUrl: config.publicUrl,
    logger: logger.child({ module: 'stripe' }),
  });

  const https = config.publicUrl.startsWith('https://');
  const siteAccess = createSiteAccess({
    db,
    secret,
    clock,
    sessionUserId: async (headers) => (await auth.api.getSession({ headers }))?.user.id ?? null,
  });

  const api = createApi({
    config,
    database,
    files,
    logger,
    clock,
    secret,
    vapidPublicKey: (config.vapid ?? deps.secrets.vapid).publicKey,
    redis: deps.redis,
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
  });

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(logger));
  // A request the server failed (a 5xx) gives back the limit hits it took (http/rate-limits.ts).
  app.use(giveBackHitsOfFailedRequests());
  const security = {
    https,
    filesOrigin: config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined,
  };
  app.use(securityHeaders(security));
  app.use(compress());
  const uploads = uploadAdminRoutes({
    auth,
    db,
    files,
    logger,
    clock,
    imageWorker: deps.imageWorker,
  });
  // Before anything reads a session or a body: writes come from the store's own pages only.
  app.use(
    refuseCrossSiteWrites({
      isTrustedOrigin,
      exceptions: {
        // RFC 8058: mail providers post this form themselves; its signed token is the proof.
        fromAnywhere: ['POST /api/newsletter/unsubscribe'],
        // Multipart, streamed and capped by each route.
        ownBody: routeKeys('/api/admin', uploads),
      },
    }),
  );
  // Heads from the catalogue snapshot; from the database while it cannot be made.
  const headSource = () =>
    catalog.get().then(
      (snapshot) => snapshot.headSource,
      () => databaseHeadSource(db),
    );
  const renderPage = createPageRenderer(template, async (tpl, url, c) =>
    renderHead(tpl, await pageHead(await headSource(), url, clock()), config.publicUrl, {
      siteLockedOut: c.get('siteLockedOut') === true,
    }),
  );
  // Before every route: while the store is locked, it decides who gets anything at all.
  app.use(siteLockGate({ ...siteAccess, renderPage }));
  // Behind the gate: the storefront's hot reads and first pages from memory.
  app.use(serveCatalogSnapshot(catalog, logger));
  app.use('/api/admin/*', announceCatalogWrites(catalog));
  // Uploads stream their bodies and cap them per route (15 MB image, 200 MB video), so they
  // are mounted before the 1 MB JSON limit below, which would otherwise refuse (or, for a
  // chunked body, buffer) them. They check the session and admin role themselves.
  // Chained, so the returned app's type carries every /api route for the typed client.
  const routed = app
    .route('/api/admin', uploads)
    .use(
      '/api/*',
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) =>
          c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
      }),
    )
    .use('/api/*', jsonDepthLimit())
    .route('/api', api);

  app.route('/uploads', uploadedFileRoutes(files));

  app.route('/', seoRoutes(db, config.publicUrl));
  app.route('/', clientRoutes(clientDir, renderPage));

  app.onError(errorHandler(logger));

  /**
   * `realtime.server` goes to `serve({ websocket })`; `ready` resolves once the bus feeds it
   * and the catalogue snapshot listens to it. `catalog.close()` stops its timers.
   */
  return {
    app: routed,
    auth,
    ownerClaim,
    realtime,
    presence,
    catalog,
    /** For serve(): snapshot hits answered before Hono (snapshot-fast-path.ts). */
    fastPath: {
      catalog,
      siteLock: siteAccess.reader,
      clock,
      logger,
      securityHeaders: securityHeaderValues(security),
    },
    ready: Promise.all([ready, catalog.start()]).then(() => undefined),
  };
}

/**
 * The HTTP app as the typed client sees it: every /api route with its path, input and
 * output, from the route definitions themselves (`hc<AppType>` in src/client/lib/api.ts).
 */
export type AppType = ReturnType<typeof createApp>['app'];
