// Builds the HTTP application on the store's services (services.ts). No listening and no
// globals: tests call `app.request()` on what this returns; serve.ts serves it.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { createApi } from './api';
import type { AppEnv } from './app-env';
import { refuseCrossSiteWrites, routeKeys } from './http/cross-site-writes';
import { errorBody } from './http/errors';
import { errorHandler, requestLog } from './http/error-handler';
import { jsonDepthLimit } from './http/json-depth';
import { uploadedFileRoutes } from './http/uploaded-files.routes';
import { securityHeaderValues, securityHeaders } from './http/security-headers';
import { clientRoutes, createPageRenderer } from './http/static';
import type { Services } from './services';
import { seoRoutes } from './storefront/seo.routes';
import { databaseHeadSource, pageHead, renderHead } from './storefront/seo.service';
import {
  announceCatalogWrites,
  serveCatalogSnapshot,
} from './storefront/snapshot/catalog-snapshot.middleware';
import { uploadAdminRoutes } from './uploads/uploads.admin-routes';
import { siteLockGate } from './site/site-lock.gate';
import { giveBackHitsOfFailedRequests } from './http/rate-limits';

const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(services: Services) {
  const { config, db, logger, clock, snapshot } = services;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(logger));
  // A request the server failed (a 5xx) gives back the limit hits it took (http/rate-limits.ts).
  app.use(giveBackHitsOfFailedRequests());
  const security = {
    https: services.https,
    filesOrigin: config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined,
  };
  app.use(securityHeaders(security));
  app.use(compress());
  const uploads = uploadAdminRoutes(services);
  // Before anything reads a session or a body: writes come from the store's own pages only.
  app.use(
    refuseCrossSiteWrites({
      isTrustedOrigin: services.isTrustedOrigin,
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
    snapshot.get().then(
      (current) => current.headSource,
      () => databaseHeadSource(db),
    );
  const renderPage = createPageRenderer(services.client.template, async (tpl, url, c) =>
    renderHead(tpl, await pageHead(await headSource(), url, clock()), config.publicUrl, {
      siteLockedOut: c.get('siteLockedOut') === true,
    }),
  );
  // Before every route: while the store is locked, it decides who gets anything at all.
  app.use(siteLockGate({ ...services.siteAccess, renderPage }));
  // Behind the gate: the storefront's hot reads and first pages from memory.
  app.use(serveCatalogSnapshot(snapshot, logger));
  app.use('/api/admin/*', announceCatalogWrites(snapshot));
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
    .route('/api', createApi(services));

  app.route('/uploads', uploadedFileRoutes(services));
  app.route('/', seoRoutes(services));
  app.route('/', clientRoutes(services.client.dir, renderPage));
  app.onError(errorHandler(logger));

  return {
    app: routed,
    /** For serve(): snapshot hits answered before Hono (snapshot-fast-path.ts). */
    fastPath: {
      catalog: snapshot,
      siteLock: services.siteAccess.reader,
      clock,
      logger,
      securityHeaders: securityHeaderValues(security),
    },
    /** Resolves once the bus feeds the live connections and the snapshot listens to it. */
    ready: Promise.all([services.realtime.ready, snapshot.start()]).then(() => undefined),
  };
}

/**
 * The HTTP app as the typed client sees it: every /api route with its path, input and
 * output, from the route definitions themselves (`hc<AppType>` in src/client/lib/api.ts).
 */
export type AppType = ReturnType<typeof createApp>['app'];
