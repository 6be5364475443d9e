// A fresh database and the real HTTP app for one test file. Nothing of ours is mocked:
// requests go through `app.request()`, the same code path as a real server.
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { testClient } from 'hono/testing';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createPgliteClient, openPglite, type Database } from '../db/client';
import { openPostgres } from '../db/postgres-client';
import { createLogger } from '../logger';
import type { ImageWorker } from '../platform/image-worker';
import { projectRoot } from '../paths';
import type { Bus } from '../platform/bus';
import { listMail } from '../platform/mail';
import { generateVapidKeys } from '../secrets';
import { createServices } from '../services';
import { withFastPath } from '../storefront/snapshot/snapshot-fast-path';
import { withDatabase } from './global-setup';
import { dropKeys, testRedisUrl, uniqueKeyPrefix } from './redis';

export const OWNER_EMAIL = 'owner@example.com';
export const TEST_PASSWORD = 'secret-password';
/** The owner's setup code in tests (the server prints a random one in its log). */
export const OWNER_SETUP_CODE = 'TESTS-ETUPC';

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (adminUrl && template) {
    const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = openPostgres(withDatabase(adminUrl, name), { poolSize: 4 });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDumpPath'))]);
  const database = openPglite(await createPgliteClient(undefined, dump));
  return { database, drop: () => database.close() };
}

/** The storefront's server entry as source: vitest compiles it as the SSR build would. */
const storefrontSourceFile = path.join(projectRoot, 'src/client/entry-server.tsx');

export interface TestAppOptions {
  clock?: () => Date;
  clientDir?: string;
  /**
   * Renders the snapshot's pages with the storefront's source (src/client/entry-server.tsx);
   * without it they go out with an empty `#root`, as the build makes no difference to a test.
   */
  serverRendered?: boolean;
  env?: Record<string, string>;
  /** WebSocket ping interval (default 30 s). */
  heartbeatMs?: number;
  /** How often the admin sockets' sessions are checked (default 5 s). */
  sessionCheckMs?: number;
  /** Serve this (migrated) database instead of a fresh one; closed with the app. */
  database?: Database;
  /** The bus between instances (unless given: in-process, or Redis with TEST_REDIS_URL). */
  bus?: Bus;
  /** Decodes uploaded images instead of the server's own worker (a broken one, in a test). */
  imageWorker?: ImageWorker;
  /** Where log lines go (unless `LOG_LEVEL` in `env` says otherwise, none are written). */
  logDestination?: DestinationStream;
  /**
   * The Redis key prefix when `REDIS_URL` is in `env` or TEST_REDIS_URL is set: two apps with
   * the same prefix are two copies of one store. Unset: the app's own.
   */
  redisKeyPrefix?: string;
}

export interface Listener {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `ws://127.0.0.1:<port>` */
  wsUrl: string;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_EMAIL,
    LOG_LEVEL: 'silent',
    // With TEST_REDIS_URL every test app keeps its bus, presence and limits in Redis.
    ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
    ...options.env,
  });
  const given = options.database;
  const { database, drop } = given
    ? { database: given, drop: () => given.close() }
    : await freshDatabase();
  const redisKeyPrefix = options.redisKeyPrefix ?? uniqueKeyPrefix();
  const secrets = {
    sessionSecret: 'test-session-secret-at-least-32-characters',
    vapid: generateVapidKeys(),
  };
  // The server's own wiring, with what a test changes. Mail is kept in the database (no
  // SMTP_URL), where tests read it after running the jobs; files go to DATA_DIR/uploads, or the
  // bucket a test names with S3_* variables in `env`; push goes to whatever endpoint a
  // subscription names: in tests, a local stand-in.
  const services = await createServices(
    { config, logger: createLogger(config.logLevel, options.logDestination), secrets, database },
    {
      redisKeyPrefix,
      clientDir: options.clientDir ?? path.join(dataDir, 'no-client-build'),
      storefrontEntry: options.serverRendered ? storefrontSourceFile : null,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
      ...(options.sessionCheckMs ? { sessionCheckMs: options.sessionCheckMs } : {}),
      ...(options.bus ? { bus: options.bus } : {}),
      ...(options.imageWorker ? { imageWorker: options.imageWorker } : {}),
    },
  );
  const { auth, ownerClaim, snapshot } = services;
  const hub = services.realtime.hub;
  const { app, fastPath, ready } = createApp(services);
  await ready;

  let server: ReturnType<typeof serve> | null = null;
  let listener: Listener | null = null;

  /**
   * Serves the app on an ephemeral port, as main.ts does (WebSockets need a real server).
   * One per test app; calling again returns the same one.
   */
  async function listen(): Promise<Listener> {
    if (listener) return listener;
    server = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      websocket: { server: hub.server },
      createServer: withFastPath(fastPath),
    });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    listener = { url: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` };
    return listener;
  }

  await ownerClaim.issueCode(OWNER_SETUP_CODE);
  const origin = config.publicUrl;

  /**
   * A JSON request; `cookie` signs it in as the user of that session, `from` is the address
   * of the socket it seems to come from (what per-client limits count without a proxy).
   */
  async function request(
    method: string,
    url: string,
    init: {
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      from?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { origin, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.cookie) headers.cookie = init.cookie;
    const socket = init.from ? { incoming: { socket: { remoteAddress: init.from } } } : undefined;
    return app.request(
      url,
      {
        method,
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      },
      socket,
    );
  }

  /** Signs a new account up and returns its session cookie. */
  async function signUp(
    email: string,
    name = 'Test Shopper',
    password = TEST_PASSWORD,
    extra: Record<string, string> = {},
  ) {
    const response = await request('POST', '/api/auth/sign-up/email', {
      body: { email, password, name, ...extra },
    });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    return sessionCookie(response);
  }

  return {
    app,
    /** better-auth, whose own endpoints sit behind one route (`/api/auth/*`) of `app`. */
    auth,
    /** What the server's fast path in front of Hono reads (storefront/snapshot/snapshot-fast-path.ts). */
    fastPath,
    /**
     * The typed client of the browser (hono's RPC client) on this app: `api.products.$get()`.
     * A request signs in with `{ headers: { cookie } }` as its second argument.
     */
    api: testClient(app, undefined, undefined, { headers: { origin } }).api,
    db: database.db,
    database,
    files: services.files,
    config,
    request,
    signUp,
    /** The owner's account, claimed with the setup code: an admin session. */
    signUpOwner: () =>
      signUp(OWNER_EMAIL, 'Store Owner', TEST_PASSWORD, { setupCode: OWNER_SETUP_CODE }),
    listen,
    /** Open WebSockets per room ("admins", "visitors"). */
    socketCount: (room: string) => hub.count(room),
    /** The VAPID public key the app hands out. */
    vapidPublicKey: services.vapid.publicKey,
    /** Runs the queued jobs (mail) the way the server's worker would. */
    runJobs: () => services.jobs.runDueJobs(),
    /** Mail sent so far, newest first. */
    sentMail: () => listMail(database.db, { limit: 100 }),
    /**
     * After a test wrote to the database directly (not through the admin API): the catalogue
     * snapshot is made again, as the admin API does after its writes.
     */
    catalogChanged: () => snapshot.changed(),
    close: async () => {
      await services.close();
      // The last copy of a store run by the tests leaves the shared Redis as it found it.
      if (config.redisUrl && !options.redisKeyPrefix)
        await dropKeys(config.redisUrl, redisKeyPrefix);
      if (server) {
        const closing = server;
        await new Promise<void>((resolve) => closing.close(() => resolve()));
      }
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
