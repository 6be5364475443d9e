// Runs the store on an open, migrated database (main.ts): demo catalogue, job worker, app,
// listen. SIGTERM / SIGINT stop it gracefully: in-flight requests finish, then the database
// closes and the data dir lock is released.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { storeJobHandlers } from './job-handlers';
import { withFastPath } from './storefront/snapshot/snapshot-fast-path';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { createCleanup } from './platform/cleanup';
import { openFileStore } from './platform/file-store';
import { createJobWorker } from './platform/jobs-worker';
import { createMailer } from './platform/mail';
import { FileStoreUnavailableError } from './platform/files';
import { openSharedState } from './platform/shared-state';
import { createWebPushSender, vapidSubject } from './platform/push';
import { createStripeSync } from './platform/stripe-sync';
import { visitorTtlMs } from './realtime/realtime';
import type { Secrets } from './secrets';
import { prebuiltDemoImagesFolder } from './seed/demo-images';
import { seedDemoCatalog } from './seed/seed';

const SHUTDOWN_GRACE_MS = 10_000;

export interface ServeDeps {
  config: Config;
  logger: Logger;
  secrets: Secrets;
  /** Open and migrated. */
  database: Database;
  releaseLock: () => void;
  exitWith: (message: string) => never;
}

export async function serveStore({
  config,
  logger,
  secrets,
  database,
  releaseLock,
  exitWith,
}: ServeDeps): Promise<void> {
  // DATA_DIR/uploads, or the bucket when S3_BUCKET is set (the demo catalogue's images too).
  const files = await openFileStore(config).catch((error: unknown) => {
    if (error instanceof FileStoreUnavailableError) exitWith(error.message);
    throw error;
  });
  if (config.seedDemo) {
    const { seeded } = await seedDemoCatalog(database.db, files, {
      log: logger,
      prebuiltImages: prebuiltDemoImagesFolder,
    });
    if (seeded) logger.info('loaded the demo catalogue into the empty store');
  }

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: logger.child({ module: 'mail' }),
    commits: database.commits,
  });
  const pushSender = createWebPushSender({
    vapid: config.vapid ?? secrets.vapid,
    subject: vapidSubject(config.ownerEmail, config.publicUrl),
  });
  const worker = createJobWorker({
    db: database.db,
    handlers: storeJobHandlers({
      db: database.db,
      config,
      mailer,
      pushSender,
      secret: config.sessionSecret ?? secrets.sessionSecret,
      clock: () => new Date(),
    }),
    logger: logger.child({ module: 'jobs' }),
    commits: database.commits,
  });
  worker.start();
  // Old finished jobs and kept mail; every copy runs it, harmlessly (platform/cleanup.ts).
  const cleanup = createCleanup({
    db: database.db,
    jobsRetentionDays: config.jobsRetentionDays,
    mailRetentionDays: config.mailRetentionDays,
    clock: () => new Date(),
    logger: logger.child({ module: 'cleanup' }),
  });
  cleanup.start();

  // Bus, live visitors and rate limits: in this process, or shared in Redis (REDIS_URL).
  const shared = await openSharedState({
    redisUrl: config.redisUrl,
    logger,
    presenceTtlMs: visitorTtlMs(),
  });
  const { app, ownerClaim, realtime, catalog, fastPath, ready } = createApp({
    config,
    database,
    files,
    logger,
    secrets,
    bus: shared.bus,
    presence: shared.presence,
    rateLimiters: shared.rateLimiters,
    redis: shared.redis,
    onJobsQueued: () => worker.wake(),
    // Logs once, here, when STRIPE_SECRET_KEY is not set and the sync is off.
    stripe: createStripeSync({
      secretKey: config.stripeSecretKey,
      logger: logger.child({ module: 'stripe' }),
    }),
  });
  await ready;
  // While nobody is admin and no mail can go out, the setup code proves who the owner is.
  const setupCode = await ownerClaim.issueCode(config.ownerSetupCode);
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      websocket: { server: realtime.server },
      // Catalogue snapshot hits are answered before Hono (snapshot-fast-path.ts).
      createServer: withFastPath(fastPath),
    },
    () => {
      logger.info(
        {
          url: config.publicUrl,
          database: database.kind,
          mail: mailer.kind,
          shared: shared.redis ? 'redis' : 'process',
        },
        'store is listening',
      );
      console.log(`\n  Store:  ${config.publicUrl}\n  Admin:  ${config.publicUrl}/admin`);
      console.log(
        config.ownerEmail
          ? `  Owner:  sign up at ${config.publicUrl}/admin/login with ${config.ownerEmail} to get admin access\n`
          : '  Owner:  set OWNER_EMAIL to your e-mail address, restart, and sign up with it to get admin access\n',
      );
      if (setupCode) {
        console.log(
          `  Setup:  to claim the store, sign up with OWNER_EMAIL and enter code ${setupCode}\n`,
        );
      } else if (config.ownerEmail && config.smtpUrl) {
        console.log(
          '  Setup:  sign up with OWNER_EMAIL (or use "Forgot password?"), then set your password through the link e-mailed to it\n',
        );
      }
    },
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await catalog.close();
      await shared.close();
      await worker.stop();
      await cleanup.stop();
      await mailer.close();
      await database.close();
      releaseLock();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Open WebSockets would hold the server open; admins' pages reconnect to the next start.
    void realtime.close();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      releaseLock();
      exitWith(
        `Port ${config.port} is already in use. Stop the other program or set PORT to another port.`,
      );
    }
    throw error;
  });
}
