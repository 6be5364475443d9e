// `npm run site:unlock`: opens a locked store from the shell, for an owner who locked
// themselves out (forgotten password, no admin session). The message, mode and password stay.
import path from 'node:path';
import type { Config } from '../config';
import { createPgliteClient, openPglite } from '../db/client';
import { openPostgres } from '../db/postgres-client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { getSiteLock, unlockSite } from './site-lock.service';

export const UNLOCKED_MESSAGE = 'The store is unlocked: every visitor can shop again.';
export const ALREADY_OPEN_MESSAGE = 'The store was not locked; nothing changed.';

/** Unlocks the store in the configured database and returns what to print. */
export async function runSiteUnlock(config: Config, now = new Date()): Promise<string> {
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      // PGlite lets one process at a time open its data directory.
      throw new DataDirLockedError(
        `The store is running on ${config.dataDir}, and its embedded database opens in one process at a time: it can be unlocked only while the store is stopped. Stop the store, run npm run site:unlock again, then start it.`,
      );
    }
  }
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(await createPgliteClient(path.join(config.dataDir, 'db')));
  try {
    await database.migrate();
    const wasLocked = (await getSiteLock(database.db)).isLocked;
    await unlockSite(database.db, now);
    return wasLocked ? UNLOCKED_MESSAGE : ALREADY_OPEN_MESSAGE;
  } finally {
    await database.close();
    release();
  }
}
