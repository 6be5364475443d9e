// Process entry: config -> data dir lock -> database (migrated) -> serve.ts (demo catalogue,
// app, listen). The app's code (./serve and most dependencies) loads while the database
// opens, so a restart pays for the slower of the two rather than both
// (docs/decisions/029-lean-start-up.md).
import fs from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config';
import { createPgliteClient, openPglite, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { copyDatabaseTemplate } from './db/template';
import { createLogger, type Logger } from './logger';
import { privatizeTree, restrictNewFiles } from './private-files';
import { loadOrCreateSecrets, loadOrCreateSharedSecrets } from './secrets';

/** Problems the owner can fix get one clear line, not a stack trace. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./db/postgres-client');
    return openPostgres(config.databaseUrl, {
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'a database connection failed; the pool replaces it'),
    });
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (copyDatabaseTemplate(dbDir)) logger.info('created the database from the build template');
  return openPglite(await createPgliteClient(dbDir));
}

/**
 * How much of a WebAssembly function must run (roughly, bytes executed) before V8 compiles it
 * again with its optimising compiler: 100 times V8's default (1,800,000). PGlite's Postgres is
 * one 9 MB module; with the default, the queries of a start alone send about 100 of its
 * functions to TurboFan (3.5 s of background CPU, 380 MB of compiler scratch memory that
 * glibc keeps, ~50 MB of it resident for good). The hot paths of a steady load still get
 * there within seconds (docs/decisions/037-memory-at-rest.md).
 */
const WASM_TIERING_BUDGET = 180_000_000;

/**
 * How far V8 lets the JavaScript heap grow past what the last full collection kept, in percent.
 * Left to itself on a machine with plenty of memory it allows up to 4 times: under a stream of
 * orders the process peaked at 460-464 MB (`BENCH_ORDERS_EVERY=1 npm run bench:start`), and at
 * 50% at 339-356 MB, with as many orders. Set once the server's listen is under way, so the start itself,
 * which only grows, is not slowed by extra collections (docs/decisions/041-restart-path.md).
 */
const HEAP_GROWING_PERCENT = 50;

async function main() {
  // Read when PGlite's module is instantiated, so before the database opens.
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
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

  // React picks its development or production build from process.env.NODE_ENV when ./serve
  // loads it; config.ts's default (production) must hold for it too, however we were started.
  process.env.NODE_ENV ??= 'production';
  // Node 22.1+ keeps the compiled code of the modules loaded from here on (the app and its
  // dependencies) between starts; Node 20 has no such cache and skips this.
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  // Starts loading now; awaited once the database is open and migrated.
  const serveModule = import('./serve');
  serveModule.catch(() => {});
  const database = await openDatabase(config, logger);
  await database.migrate();
  // On PostgreSQL every copy of the store must sign alike: the secrets live in the database.
  const secrets = config.databaseUrl
    ? await loadOrCreateSharedSecrets(database.db, config.dataDir)
    : loadOrCreateSecrets(config.dataDir);
  const { serveStore } = await serveModule;
  await serveStore({ config, logger, secrets, database, releaseLock, exitWith });
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

// Until the server listens, a timer keeps Node's event loop alive. Without it, the loop has
// nothing to wait on while PGlite's WebAssembly compiles (a V8 task, not a libuv handle), so
// Node waits in its platform's task drain instead, and the rest of the start runs from
// there. That drain returns only once every background task is done, including the compiler
// work the start's queries began, so the first request waited ~60 ms after listen
// (docs/decisions/041-restart-path.md).
const holdLoop = setInterval(() => {}, 60_000);
// A start that never settles now waits (it used to end with exit code 13, "unsettled top-level
// await"); every start that ends, ends as before.
try {
  await main();
} finally {
  // The server's listen is under way (or the start failed): from here the pending listen, then
  // the server's socket, keeps the loop alive.
  clearInterval(holdLoop);
}
