// Nobody but the owner becomes the owner: the OWNER_EMAIL address alone is not enough, the
// setup code from the server's log (no SMTP) or a password set through the link e-mailed to
// the address (SMTP) is, and that link leaves nobody else in the account.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthSetupSchema } from '../../shared/auth/auth-setup.schema';
import { MeSchema } from '../../shared/auth/auth.schema';
import { user } from '../db/schema/auth';
import { userRoles } from '../db/schema/user-roles';
import { emailVerificationSubject } from '../mail/email-verification';
import { OWNER_CLAIM_SUBJECT } from '../mail/owner-claim';
import { passwordResetSubject } from '../mail/password-reset';
import { DEFAULT_STORE_NAME } from '../../shared/site/store-profile';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
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

  it('takes the account over from a stranger who signed up first with the address', async () => {
    const t = await app();
    const stranger = await signUp(t, OWNER_EMAIL);
    const owner = await t.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: OWNER_EMAIL,
        password: 'only-the-owner-knows',
        name: 'Owner',
        setupCode: OWNER_SETUP_CODE,
      },
    });
    expect(owner.status).toBe(200);
    expect(await isAdmin(t, sessionCookie(owner))).toBe(true);

    const strangerNow = await t.request('GET', '/api/me', { cookie: stranger });
    expect(MeSchema.parse(await strangerNow.json()).user).toBeNull();
    const signIn = (password: string) =>
      t.request('POST', '/api/auth/sign-in/email', { body: { email: OWNER_EMAIL, password } });
    expect((await signIn(TEST_PASSWORD)).status).toBe(401);
    expect((await signIn('only-the-owner-knows')).status).toBe(200);
    expect(await admins(t)).toEqual([OWNER_EMAIL]);
  });

  it('leaves an existing account alone for a wrong code', async () => {
    const t = await app();
    const first = await signUp(t, OWNER_EMAIL);
    const again = await t.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: OWNER_EMAIL,
        password: 'another-password',
        name: 'X',
        setupCode: 'WRONG-CODE1',
      },
    });
    expect(again.status).toBe(422);
    const stillSignedIn = await t.request('GET', '/api/me', { cookie: first });
    expect(MeSchema.parse(await stillSignedIn.json()).user?.email).toBe(OWNER_EMAIL);
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

describe('with SMTP: a password set through the link e-mailed to the owner', () => {
  // A real mail server on 127.0.0.1: the link goes out over SMTP, and the store keeps a copy.
  let server: SmtpTestServer;
  let smtp: { SMTP_URL: string };
  beforeAll(async () => {
    server = await startSmtpTestServer();
    smtp = { SMTP_URL: server.url };
  });
  afterAll(() => server.close());

  const OWNER_PASSWORD = 'only-the-owner-knows';

  /** The reset link of the claim mail that reached the owner's mailbox over SMTP. */
  async function claimLink(t: TestApp): Promise<URL> {
    await t.runJobs();
    const [mail] = await t.sentMail();
    expect(mail).toMatchObject({ to: OWNER_EMAIL, subject: OWNER_CLAIM_SUBJECT });
    expect(server.messages.some((message) => message.to.includes(OWNER_EMAIL))).toBe(true);
    const link = /https?:\/\/[^\s"<>\]]+\/api\/auth\/reset-password\/[^\s"<>\]]+/.exec(mail!.text);
    expect(link).not.toBeNull();
    return new URL(link![0].replaceAll('&amp;', '&'));
  }

  /** What the owner's browser does with the link: the reset page, then the new password. */
  async function setPasswordThrough(t: TestApp, link: URL, password: string) {
    const opened = await t.request('GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get('location')!, t.config.publicUrl);
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { token: page.searchParams.get('token'), newPassword: password },
    });
    expect(reset.status).toBe(200);
    return sessionCookie(reset);
  }

  function signIn(t: TestApp, password: string) {
    return t.request('POST', '/api/auth/sign-in/email', {
      body: { email: OWNER_EMAIL, password },
    });
  }

  it("grants the role only once the password is set through the link to the owner's address", async () => {
    const t = await app(smtp);
    expect(await ownerClaim(t)).toBe('email-link');
    // A setup code means nothing when mail can prove the address.
    const signUpSession = await signUp(t, OWNER_EMAIL, OWNER_SETUP_CODE);
    expect(await isAdmin(t, signUpSession)).toBe(false);

    const owner = await setPasswordThrough(t, await claimLink(t), OWNER_PASSWORD);
    expect(await isAdmin(t, owner)).toBe(true);
    expect(await admins(t)).toEqual([OWNER_EMAIL]);
    expect(await ownerClaim(t)).toBe('claimed');
  });

  it('leaves a stranger who signed up first with the owner address nothing', async () => {
    const t = await app(smtp);
    // The stranger knows the public address and signs up with a password of their own.
    const stranger = await signUp(t, OWNER_EMAIL);
    expect(await isAdmin(t, stranger)).toBe(false);

    // The real owner opens the mail in the owner's mailbox and sets a password.
    const owner = await setPasswordThrough(t, await claimLink(t), OWNER_PASSWORD);
    expect(await isAdmin(t, owner)).toBe(true);

    // The stranger's session is gone and their password opens nothing.
    const strangerNow = await t.request('GET', '/api/me', { cookie: stranger });
    expect(MeSchema.parse(await strangerNow.json()).user).toBeNull();
    expect((await t.request('GET', '/api/admin/orders', { cookie: stranger })).status).toBe(401);
    expect((await signIn(t, TEST_PASSWORD)).status).toBe(401);
    const ownerAgain = await signIn(t, OWNER_PASSWORD);
    expect(ownerAgain.status).toBe(200);
    expect(await isAdmin(t, sessionCookie(ownerAgain))).toBe(true);
  });

  it('lets the owner claim an account that exists already through "Forgot password?"', async () => {
    const t = await app(smtp);
    await signUp(t, OWNER_EMAIL);
    await t.runJobs();
    server.clear();
    const asked = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: OWNER_EMAIL },
    });
    expect(asked.status).toBe(200);
    const owner = await setPasswordThrough(t, await claimLink(t), OWNER_PASSWORD);
    expect(await isAdmin(t, owner)).toBe(true);
  });

  it('no longer grants the role by e-mail verification alone', async () => {
    const t = await app(smtp);
    const session = await signUp(t, OWNER_EMAIL);
    await t.runJobs();
    expect((await t.sentMail()).map((mail) => mail.subject)).toEqual([OWNER_CLAIM_SUBJECT]);
    // Answered as for any address (a refusal would name the owner's), but no link is sent.
    await t.request('POST', '/api/auth/send-verification-email', {
      body: { email: OWNER_EMAIL },
      cookie: session,
    });
    await t.runJobs();
    expect((await t.sentMail()).map((mail) => mail.subject)).toEqual([OWNER_CLAIM_SUBJECT]);
    expect(await admins(t)).toEqual([]);
  });

  it('sends no claim link to, and never promotes, another address', async () => {
    const t = await app(smtp);
    const cookie = await signUp(t, 'shopper@example.com');
    await t.runJobs();
    // Only the confirmation of the shopper's own address (guest orders in Order History).
    expect((await t.sentMail()).map((mail) => mail.subject)).toEqual([
      emailVerificationSubject(DEFAULT_STORE_NAME),
    ]);
    expect(await isAdmin(t, cookie)).toBe(false);
  });

  it('sends a shopper an ordinary reset mail, which grants nothing', async () => {
    const t = await app(smtp);
    await signUp(t, 'shopper@example.com');
    await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'shopper@example.com' },
    });
    await t.runJobs();
    const [mail] = await t.sentMail();
    expect(mail).toMatchObject({
      to: 'shopper@example.com',
      subject: passwordResetSubject(DEFAULT_STORE_NAME),
    });
    const link = /https?:\/\/[^\s"<>\]]+\/api\/auth\/reset-password\/[^\s"<>\]]+/.exec(mail!.text);
    const shopper = await setPasswordThrough(t, new URL(link![0]), OWNER_PASSWORD);
    expect(await isAdmin(t, shopper)).toBe(false);
    expect(await admins(t)).toEqual([]);
  });
});
