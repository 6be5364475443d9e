// A failed request is logged by its error's name, message and stack and the request id:
// never with what the customer typed (names, e-mail addresses, message text).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createPgliteClient, openPglite, type Database } from '../db/client';
import { createLogger, maskEmail } from '../logger';
import { generateVapidKeys } from '../secrets';
import { createServices, type Services } from '../services';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let dataDir: string;
let database: Database;
let services: Services;
let app: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'error-log-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_EMAIL: 'owner@example.com',
  });
  const dumpPath = inject('pgliteDumpPath');
  const image = dumpPath ? new Blob([fs.readFileSync(dumpPath)]) : undefined;
  database = openPglite(await createPgliteClient(undefined, image));
  if (!dumpPath) await database.migrate();
  services = await createServices(
    {
      config,
      database,
      logger: createLogger('info', logStream),
      secrets: {
        sessionSecret: 'test-session-secret-at-least-32-characters',
        vapid: generateVapidKeys(),
      },
    },
    { clientDir: path.join(dataDir, 'no-client-build') },
  );
  ({ app } = createApp(services));
});
afterAll(async () => {
  await services.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('error logs', () => {
  it('log a failed query without the values the customer sent', async () => {
    // A table gone missing is a real 500, and the failed insert holds the values it was sent.
    await database.db.execute(sql`drop table contact_messages`);
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        name: 'Jane Secretname',
        email: 'jane.secret@example.com',
        message: 'My private message',
      }),
    });
    expect(response.status).toBe(500);

    const logged = lines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).not.toContain('Jane Secretname');
    expect(logged).not.toContain('jane.secret@example.com');
    expect(logged).not.toContain('My private message');
    const error = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(error).toMatchObject({ msg: 'unhandled error', requestId: expect.any(String) });
    expect(error.err.message).toMatch(/^Failed query: insert into "contact_messages"/);
    expect(error.err.cause.message).toContain('contact_messages');
    expect(error.err.stack).toMatch(/^\s+at /);
  });

  it('mask the recipients of mail', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail(undefined)).toBe('[redacted]');
  });
});
