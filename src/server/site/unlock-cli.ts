// Entry of `npm run site:unlock` (scripts/site-unlock.mjs); the work is in site-unlock.ts.
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runSiteUnlock } from './site-unlock';

try {
  console.log(await runSiteUnlock(loadConfig()));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
