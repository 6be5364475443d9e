// Runs the store on an open, migrated database (main.ts): its services (services.ts), the demo
// catalogue, the job worker, the app, listen. SIGTERM / SIGINT stop it gracefully: in-flight
// requests finish, then the database closes and the data dir lock is released.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { FileStoreUnavailableError } from './platform/files';
import type { Secrets } from './secrets';
import { prebuiltDemoImagesFolder } from './seed/demo-images';
import { seedDemoCatalog } from './seed/seed';
import { createServices } from './services';
import { withFastPath } from './storefront/snapshot/snapshot-fast-path';

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
  const services = await createServices({ config, logger, secrets, database }).catch(
    (error: unknown) => {
      if (error instanceof FileStoreUnavailableError) exitWith(error.message);
      throw error;
    },
  );
  const { mailer, ownerClaim } = services;
  const hub = services.realtime.hub;
  if (config.seedDemo) {
    const { seeded } = await seedDemoCatalog(database.db, services.files, {
      log: logger,
      prebuiltImages: prebuiltDemoImagesFolder,
    });
    if (seeded) logger.info('loaded the demo catalogue into the empty store');
  }
  services.jobs.start();
  services.cleanup.start();
  const { app, fastPath, ready } = createApp(services);
  await ready;
  // While nobody is admin and no mail can go out, the setup code proves who the owner is.
  const setupCode = await ownerClaim.issueCode(config.ownerSetupCode);
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      websocket: { server: hub.server },
      // Catalogue snapshot hits are answered before Hono (snapshot-fast-path.ts).
      createServer: withFastPath(fastPath),
    },
    () => {
      logger.info(
        {
          url: config.publicUrl,
          database: database.kind,
          mail: mailer.kind,
          shared: services.redis ? 'redis' : 'process',
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
      await services.close();
      await database.close();
      releaseLock();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Open WebSockets would hold the server open; admins' pages reconnect to the next start.
    void hub.close();
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
