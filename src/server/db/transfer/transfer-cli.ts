// Entry of `npm run db:export` / `npm run db:import` (scripts/db-export.mjs, db-import.mjs).
import { ConfigError, loadConfig } from '../../config';
import { DataDirLockedError } from '../data-dir-lock';
import { TransferError } from './store-export';
import { exportCommand, importCommand } from './transfer-commands';

export async function runTransferCli(command: 'export' | 'import', args: string[]): Promise<void> {
  try {
    const config = loadConfig();
    const run = command === 'export' ? exportCommand : importCommand;
    console.log(await run(config, args));
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof TransferError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
