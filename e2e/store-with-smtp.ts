// A store of its own for journeys that need a mail server (the suite's store keeps its mail):
// the built server on a free port and a fresh data directory, sending through a real SMTP
// server that the journey stops, starts and tells to refuse (src/test-support/smtp-test-server.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E_OWNER_EMAIL, E2E_OWNER_SETUP_CODE } from '../playwright.config';
import { startSmtpTestServer, type SmtpTestServer } from '../src/test-support/smtp-test-server';
import { E2E_OWNER_PASSWORD } from './owner-session';

export interface StoreWithSmtp {
  /** `http://127.0.0.1:<port>` */
  url: string;
  smtp: SmtpTestServer;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function startServer(url: string, env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [path.join('dist', 'server', 'main.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // A fresh data directory: the database is created first (tens of seconds on a busy machine).
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the store at ${url} did not start`);
}

async function stopServer(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  await running.exited;
}

/** `seedDemo`: the store starts with the demo catalogue, as `npm start` makes a new one. */
export async function startStoreWithSmtp({ seedDemo = false } = {}): Promise<StoreWithSmtp> {
  const smtp = await startSmtpTestServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-smtp-'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    OWNER_EMAIL: E2E_OWNER_EMAIL,
    LOG_LEVEL: 'warn',
    SEED_DEMO: String(seedDemo),
    TRUST_PROXY: 'true',
  };
  // The owner claims the store with the setup code, which a store offers only while no mail
  // can go out; then it starts again, with the mail server.
  const claiming = await startServer(url, { ...env, OWNER_SETUP_CODE: E2E_OWNER_SETUP_CODE });
  try {
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        email: E2E_OWNER_EMAIL,
        password: E2E_OWNER_PASSWORD,
        name: 'Store Owner',
        setupCode: E2E_OWNER_SETUP_CODE,
      }),
    });
    if (!signUp.ok) throw new Error(`the owner could not sign up: ${await signUp.text()}`);
  } finally {
    await stopServer(claiming);
  }
  const server = await startServer(url, { ...env, SMTP_URL: smtp.url });
  return {
    url,
    smtp,
    async close() {
      await stopServer(server);
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
