// `npm run seed:reset`: replaces the catalogue and storefront content with the demo data.
// Users, orders and subscribers stay. On PGlite the store must be stopped first (one process
// per data directory); the lock below says so if it is not.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { openFileStore } from '../platform/file-store';
import { FileStoreUnavailableError } from '../platform/files';
import { createPgliteClient, openPglite } from '../db/client';
import { openPostgres } from '../db/postgres-client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { prebuiltDemoImagesFolder } from './demo-images';
import { resetDemoCatalog } from './seed';

try {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(await createPgliteClient(path.join(config.dataDir, 'db')));
  try {
    await database.migrate();
    await resetDemoCatalog(database.db, await openFileStore(config), {
      log: logger,
      prebuiltImages: prebuiltDemoImagesFolder,
    });
    console.log('The demo catalogue is loaded again.');
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof FileStoreUnavailableError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
