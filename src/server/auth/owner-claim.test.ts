// Nobody but the owner becomes the owner: the OWNER_EMAIL address alone is not enough, the
// setup code from the server's log (no SMTP) or the e-mailed verification link (SMTP) is.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthSetupSchema } from '../../shared/auth/auth-setup.schema';
import { MeSchema } from '../../shared/auth/auth.schema';
import { user } from '../db/schema/auth';
import { userRoles } from '../db/schema/user-roles';
import { startSmtpTestServer, type SmtpTestServer } from '../platform/smtp-test-server';
import {
  createTestApp,
  OWNER_EMAIL,
  OWNER_SETUP_CODE,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../test/test-app';

const opened: TestApp[] = [];
async function app(env?: Record<string, string>) {
  const t = await createTestApp(env ? { env } : {});
  opened.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function signUp(t: TestApp, email: string, setupCode?: string) {
  const response = await t.request('POST', '/api/auth/sign-up/email', {
    body: { email, password: TEST_PASSWORD, name: 'Claimant', ...(setupCode ? { setupCode } : {}) },
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

async function isAdmin(t: TestApp, cookie: string) {
  const response = await t.request('GET', '/api/me', { cookie });
  return MeSchema.parse(await response.json()).isAdmin;
}

async function admins(t: TestApp) {
  const rows = await t.db
    .select({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId));
  return rows.map((row) => row.email);
}

async function ownerClaim(t: TestApp) {
  const response = await t.request('GET', '/api/auth-setup');
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain(OWNER_EMAIL);
  return AuthSetupSchema.parse(JSON.parse(text)).ownerClaim;
}

describe('without SMTP: the setup code from the log', () => {
  it("gives the owner's address no admin role without the code", async () => {
    const t = await app();
    expect(await ownerClaim(t)).toBe('code');
    expect(await isAdmin(t, await signUp(t, OWNER_EMAIL))).toBe(false);
    expect(await admins(t)).toEqual([]);
  });

  it('gives no admin role for a wrong code', async () => {
    const t = await app();
    expect(await isAdmin(t, await signUp(t, OWNER_EMAIL, 'WRONG-CODE1'))).toBe(false);
    expect(await admins(t)).toEqual([]);
  });

  it('never makes another address admin, even with the right code', async () => {
    const t = await app();
    expect(await isAdmin(t, await signUp(t, 'intruder@example.com', OWNER_SETUP_CODE))).toBe(false);
    expect(await admins(t)).toEqual([]);
  });

  it("makes the owner's address admin with the code, typed in any case, once", async () => {
    const t = await app();
    const cookie = await signUp(t, 'Owner@Example.com', OWNER_SETUP_CODE.toLowerCase());
    expect(await isAdmin(t, cookie)).toBe(true);
    expect(await ownerClaim(t)).toBe('claimed');
    expect(await admins(t)).toEqual([OWNER_EMAIL]);
  });
});

describe('with SMTP: the e-mailed verification link', () => {
  // A real mail server on 127.0.0.1: the link goes out over SMTP, and the store keeps a copy.
  let server: SmtpTestServer;
  let smtp: { SMTP_URL: string };
  beforeAll(async () => {
    server = await startSmtpTestServer();
    smtp = { SMTP_URL: server.url };
  });
  afterAll(() => server.close());

  it("grants the role only after the link sent to the owner's address is followed", async () => {
    const t = await app(smtp);
    expect(await ownerClaim(t)).toBe('email-link');
    // A setup code means nothing when mail can prove the address.
    const cookie = await signUp(t, OWNER_EMAIL, OWNER_SETUP_CODE);
    expect(await isAdmin(t, cookie)).toBe(false);

    await t.runJobs();
    const [mail] = await t.sentMail();
    expect(mail).toMatchObject({ to: OWNER_EMAIL });
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?[^\s"<>\]]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!.replaceAll('&amp;', '&'));
    const followed = await t.request('GET', url.pathname + url.search, { cookie });
    expect(followed.status).toBeLessThan(400);

    expect(await isAdmin(t, cookie)).toBe(true);
    expect(await admins(t)).toEqual([OWNER_EMAIL]);
  });

  it('sends no link to, and never promotes, another address', async () => {
    const t = await app(smtp);
    const cookie = await signUp(t, 'shopper@example.com');
    await t.runJobs();
    expect(await t.sentMail()).toEqual([]);
    expect(await isAdmin(t, cookie)).toBe(false);
  });
});
