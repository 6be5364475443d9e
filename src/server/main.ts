// Process entry: config -> data dir lock -> database (migrated, demo catalogue) -> app -> listen.
// SIGTERM / SIGINT stop it gracefully: in-flight requests finish, then the database closes.
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createPgliteClient, openPglite, openPostgres, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedDemoCatalog } from './seed/seed';
import { createLogger, type Logger } from './logger';
import { campaignJobHandlers } from './marketing/campaign-jobs';
import { pushJobHandlers } from './notifications/push.service';
import { paymentDeadlineJobHandlers } from './orders/payment-deadline';
import { busChannels, createMemoryBus } from './platform/bus';
import { createDiskFileStore } from './platform/files';
import { createJobWorker, mailJobHandlers } from './platform/jobs';
import { createMailer } from './platform/mail';
import { createWebPushSender, vapidSubject } from './platform/push';
import { createStripeSync } from './platform/stripe-sync';
import { privatizeTree, restrictNewFiles } from './private-files';
import { loadOrCreateSecrets } from './secrets';

const SHUTDOWN_GRACE_MS = 10_000;

/** Problems the owner can fix get one clear line, not a stack trace. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, {
      onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection failed'),
    });
  }
  return openPglite(await createPgliteClient(path.join(config.dataDir, 'db')));
}

async function main() {
  // Before anything is written: the database, uploads and secrets are the owner's alone.
  restrictNewFiles();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Earlier versions left most of the database world-writable (0666).
  const repaired = privatizeTree(config.dataDir);
  if (repaired > 0) logger.info(`repaired permissions of ${repaired} files in DATA_DIR`);

  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) exitWith(error.message);
      throw error;
    }
  }

  const secrets = loadOrCreateSecrets(config.dataDir);
  const database = await openDatabase(config, logger);
  await database.migrate();
  const files = createDiskFileStore(path.join(config.dataDir, 'uploads'));
  if (config.seedDemo) {
    const { seeded } = await seedDemoCatalog(database.db, files, logger);
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
    handlers: {
      ...mailJobHandlers(mailer),
      ...pushJobHandlers({ db: database.db, sender: pushSender }),
      ...campaignJobHandlers({
        db: database.db,
        mailer,
        publicUrl: config.publicUrl,
        secret: config.sessionSecret ?? secrets.sessionSecret,
      }),
      ...paymentDeadlineJobHandlers({
        db: database.db,
        publicUrl: config.publicUrl,
        ownerEmail: config.ownerEmail,
        clock: () => new Date(),
      }),
    },
    logger: logger.child({ module: 'jobs' }),
    commits: database.commits,
  });
  worker.start();

  const bus = createMemoryBus(busChannels, {
    onHandlerError: (error, channel) =>
      logger.error({ err: error, channel }, 'a bus subscriber failed'),
  });
  const { app, ownerClaim, realtime, presence, ready } = createApp({
    config,
    database,
    files,
    logger,
    secrets,
    bus,
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
    },
    () => {
      logger.info(
        { url: config.publicUrl, database: database.kind, mail: mailer.kind },
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
      await bus.close();
      await presence.close();
      await worker.stop();
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

await main();
