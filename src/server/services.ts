// The wiring root (docs/decisions/057-one-wiring-root.md): every part the store's routes, jobs
// and background work share, built once. serve.ts builds it for the server and the test app
// builds it with this same function, so tests run on the store's own wiring. A route factory
// takes what it uses (`deps: Pick<Services, 'db' | 'clock'>`), so a new dependency is made
// here, once, and named where it is used; app.ts, api.ts and admin-api.ts only mount routes.
import { createProfile } from './account/account.service';
import { createAuth, type Auth } from './auth/auth';
import { createOwnerClaim, type OwnerClaimService } from './auth/owner-claim.service';
import { createProductCardSync, type ProductCardSync } from './catalog/catalog.admin.service';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { indexTemplate, inlineStylesheets } from './http/static';
import { createRateLimiters, type RateLimiters } from './http/rate-limits';
import { MAIL_JOB_KINDS, storeJobHandlers } from './job-handlers';
import type { Logger } from './logger';
import { checkoutCatalogFromDatabase, type CheckoutCatalog } from './orders/checkout.service';
import { clientDistFolder, storefrontEntryFile } from './paths';
import type { Bus } from './platform/bus';
import { createCleanup, type Cleanup } from './platform/cleanup';
import { openFileStore } from './platform/file-store';
import type { FileStore } from './platform/files';
import { createJobWorker, type JobWorker } from './platform/jobs-worker';
import { createMailer, type Mailer } from './platform/mail';
import { createMailOutbox, type MailOutbox } from './platform/outbox';
import type { Presence } from './platform/presence';
import { createWebPushSender, vapidSubject, type PushSender } from './platform/push';
import type { RedisLink } from './platform/redis';
import { openSharedState } from './platform/shared-state';
import { createStripeSync, type CardPaymentSync } from './platform/stripe-sync';
import { createRealtime, visitorTtlMs } from './realtime/realtime';
import type { ImageWorker } from './platform/image-worker';
import type { Secrets } from './secrets';
import { findDemoContents, removeDemoContents } from './seed/demo-removal';
import type { DemoContents } from '../shared/site/launch.schema';
import { createSiteAccess, type SiteAccessDeps } from './site/site-lock.gate';
import {
  createCatalogSnapshot,
  type CatalogSnapshotStore,
} from './storefront/snapshot/catalog-snapshot';
import { checkoutPricesFromSnapshot } from './storefront/snapshot/checkout-catalog';
import { storefrontRenderer } from './storefront/storefront-renderer';

/** What the store runs on: configuration, database, files, shared state, mail and jobs. */
export interface Infrastructure {
  config: Config;
  logger: Logger;
  /** The clock every time-dependent rule reads; tests pass a fixed one. */
  clock: () => Date;
  /** Open and migrated; whoever opened it closes it. */
  database: Database;
  db: Db;
  /** Signs sessions, unsubscribe links and the site lock's bypass cookie. */
  secret: string;
  /** The Web Push keys; the public one goes to the owner's browser. */
  vapid: Secrets['vapid'];
  /** PUBLIC_URL is https: cookies are Secure, and browsers are told to stay on https. */
  https: boolean;
  /** DATA_DIR/uploads, or the bucket when S3_BUCKET is set. */
  files: FileStore;
  /** Events between the store's parts and its copies: in this process, or in Redis. */
  bus: Bus;
  /** Set when bus, presence and rate limits are in Redis: the health endpoint reports it. */
  redis: Pick<RedisLink, 'state'> | undefined;
  limits: RateLimiters;
  mailer: Mailer;
  pushSender: PushSender;
  /** Decodes uploaded images: the server's own worker process unless a test gives one. */
  imageWorker?: ImageWorker;
}

/** The store's parts built on its infrastructure, shared by the routes. */
export interface Services extends Infrastructure {
  /** The durable jobs (mail, push, payment deadlines); serve.ts starts it, tests run it by hand. */
  jobs: JobWorker;
  /** Call after a commit that queued jobs, so the worker runs them now, not at its next poll. */
  onJobsQueued: () => void;
  /** Mail tried and not gone out yet, for the owner's outbox and the dashboard. */
  outbox: MailOutbox;
  /** Deletes old finished jobs and kept mail; serve.ts starts it. */
  cleanup: Cleanup;
  auth: Auth;
  ownerClaim: OwnerClaimService;
  /** The socket hub, live visitors and the watch on admin sessions (realtime/realtime.ts). */
  realtime: ReturnType<typeof createRealtime>;
  isTrustedOrigin: (origin: string) => Promise<boolean>;
  /** The storefront's reads and first pages, kept in memory (storefront/snapshot). */
  snapshot: CatalogSnapshotStore;
  /** Where checkout reads the products and the promotion it prices with. */
  checkoutCatalog: CheckoutCatalog;
  /** Card-payment product sync (Stripe), off without STRIPE_SECRET_KEY. */
  cardSync: ProductCardSync;
  /** Who may see the store while it is locked: the gate and the lock's routes. */
  siteAccess: SiteAccessDeps;
  /** The built client (dist/client) and its index.html, read once it exists. */
  client: { dir: string; template: () => string | null };
  /** The demo content still untouched, and its removal (seed/demo-removal.ts; decision 066). */
  demoContent: { find: () => Promise<DemoContents>; remove: () => Promise<DemoContents> };
  /** Stops the background work and closes what this opened; not the database. */
  close(): Promise<void>;
}

/** What the caller has opened: serve.ts from main.ts, the test app its own. */
export interface ServicesBase {
  config: Config;
  logger: Logger;
  secrets: Secrets;
  database: Database;
}

/** What a test changes; the server passes none of these. */
export interface ServiceOverrides {
  clock?: () => Date;
  /** Where the built client lives; tests point it at a fixture or at nothing. */
  clientDir?: string;
  /** The storefront's server build (null: pages rendered in the browser alone). */
  storefrontEntry?: string | null;
  /** The Stripe API the sync talks to (a local stand-in in tests). */
  stripe?: CardPaymentSync;
  /** The bus between copies of the store (a test's own, shared by two apps). */
  bus?: Bus;
  /** How often WebSockets are pinged (default 30 s). */
  heartbeatMs?: number;
  /** How often the admin sockets' sessions are checked (realtime/admin-sessions.ts). */
  sessionCheckMs?: number;
  /** Before every Redis key and channel: two apps with one prefix are copies of one store. */
  redisKeyPrefix?: string;
  /** Decodes uploaded images (a broken worker, in a test). */
  imageWorker?: ImageWorker;
}

/** Opens the files and the shared state, and builds every part on them. */
export async function createServices(
  base: ServicesBase,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const { config, logger, database } = base;
  const db = database.db;
  const clock = overrides.clock ?? (() => new Date());
  const files = await openFileStore(config);
  // Bus, live visitors and rate limits: in this process, or shared in Redis (REDIS_URL).
  const shared = await openSharedState({
    redisUrl: config.redisUrl,
    logger,
    presenceTtlMs: visitorTtlMs(overrides.heartbeatMs),
    ...(overrides.redisKeyPrefix ? { redisKeyPrefix: overrides.redisKeyPrefix } : {}),
  });
  const vapid = config.vapid ?? base.secrets.vapid;
  const infrastructure: Infrastructure = {
    config,
    logger,
    clock,
    database,
    db,
    secret: config.sessionSecret ?? base.secrets.sessionSecret,
    vapid,
    https: config.publicUrl.startsWith('https://'),
    files,
    bus: overrides.bus ?? shared.bus,
    redis: shared.redis,
    limits: createRateLimiters(shared.rateLimiters),
    // Sent to SMTP_URL, or kept in the database where the owner (and tests) read it.
    mailer: createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logger: logger.child({ module: 'mail' }),
      commits: database.commits,
    }),
    pushSender: createWebPushSender({
      vapid,
      subject: vapidSubject(config.ownerEmail, config.publicUrl),
    }),
    ...(overrides.imageWorker ? { imageWorker: overrides.imageWorker } : {}),
  };
  const jobs = createJobWorker({
    db,
    handlers: storeJobHandlers(infrastructure),
    logger: logger.child({ module: 'jobs' }),
    commits: database.commits,
  });
  const parts = storeParts(infrastructure, overrides, {
    presence: shared.presence,
    onJobsQueued: () => jobs.wake(),
  });
  // Old finished jobs and kept mail; every copy runs it, harmlessly (platform/cleanup.ts).
  const cleanup = createCleanup({
    db,
    jobsRetentionDays: config.jobsRetentionDays,
    mailRetentionDays: config.mailRetentionDays,
    clock,
    logger: logger.child({ module: 'cleanup' }),
  });
  return {
    ...infrastructure,
    ...parts,
    jobs,
    cleanup,
    outbox: createMailOutbox(db, MAIL_JOB_KINDS),
    async close() {
      await parts.snapshot.close();
      await parts.realtime.hub.close();
      await shared.close();
      await jobs.stop();
      await cleanup.stop();
      await infrastructure.mailer.close();
    },
  };
}

/** Auth, live connections, the snapshot, the card sync and the site lock's access check. */
function storeParts(
  base: Infrastructure,
  overrides: ServiceOverrides,
  { presence, onJobsQueued }: { presence: Presence; onJobsQueued: () => void },
) {
  const { config, db, logger, clock, bus } = base;
  const realtime = createRealtime({
    bus,
    db,
    logger,
    presence,
    heartbeatMs: overrides.heartbeatMs,
    sessionCheckMs: overrides.sessionCheckMs,
  });
  const ownerClaim = createOwnerClaim({
    db,
    ownerEmail: config.ownerEmail,
    mailConfigured: config.smtpUrl !== undefined,
    sharedDatabase: base.database.kind === 'postgres',
  });
  const auth = createAuth({
    db,
    config,
    secret: base.secret,
    logger: logger.child({ module: 'auth' }),
    onUserCreated: (user) => createProfile(db, user),
    // Signed out, or every session of the account by a password reset: its admin sockets close.
    onSessionEnded: (sessionId) => realtime.adminSessions.ended(sessionId),
    ownerClaim,
    onMailQueued: onJobsQueued,
  });
  const clientDir = overrides.clientDir ?? clientDistFolder;
  const template = indexTemplate(clientDir);
  const snapshot = createCatalogSnapshot({
    db,
    clock,
    bus,
    logger: logger.child({ module: 'catalog-snapshot' }),
    publicUrl: config.publicUrl,
    template: inlineStylesheets(template, clientDir),
    renderer: storefrontRenderer(
      overrides.storefrontEntry === undefined ? storefrontEntryFile : overrides.storefrontEntry,
      logger.child({ module: 'storefront-render' }),
    ),
  });
  return {
    onJobsQueued,
    auth,
    ownerClaim,
    realtime,
    isTrustedOrigin: async (origin: string) => (await auth.$context).isTrustedOrigin(origin),
    snapshot,
    // One process sees every catalogue write on the embedded database: prices from the
    // snapshot. On PostgreSQL another instance may have just written: from the database.
    checkoutCatalog:
      base.database.kind === 'pglite'
        ? checkoutPricesFromSnapshot(snapshot, checkoutCatalogFromDatabase(db))
        : checkoutCatalogFromDatabase(db),
    cardSync: createProductCardSync({
      db,
      sync:
        overrides.stripe ??
        // Logs once, here, when STRIPE_SECRET_KEY is not set and the sync is off.
        createStripeSync({
          secretKey: config.stripeSecretKey,
          logger: logger.child({ module: 'stripe' }),
        }),
      publicUrl: config.publicUrl,
      logger: logger.child({ module: 'stripe' }),
    }),
    siteAccess: createSiteAccess({
      db,
      secret: base.secret,
      clock,
      sessionUserId: async (headers) => (await auth.api.getSession({ headers }))?.user.id ?? null,
    }),
    client: { dir: clientDir, template },
    demoContent: {
      find: () => findDemoContents(db),
      remove: () => removeDemoContents(db),
    },
  };
}
