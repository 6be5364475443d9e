// "Forgot password?": one answer for every address, a single-use link valid for one hour, a new
// password that signs the shopper in and everyone else out, and limits per client and address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema } from '../../shared/auth/auth.schema';
import { user, verification } from '../db/schema/auth';
import { passwordResetSubject } from '../mail/password-reset';
import { DEFAULT_STORE_NAME } from '../../shared/site/store-profile';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '../test/test-app';

/** Sign-ups also mail an address confirmation; these tests count the reset mails. */
const RESET_SUBJECT = passwordResetSubject(DEFAULT_STORE_NAME);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-new-password';

// Each test asks from its own client address, so the per-client limit of one does not reach
// into another.
function requestReset(email: string, from: string) {
  return t.request('POST', '/api/auth/request-password-reset', { body: { email }, from });
}

function resetPassword(token: string, newPassword: string, from: string) {
  return t.request('POST', '/api/auth/reset-password', { body: { token, newPassword }, from });
}

function signIn(email: string, password: string, from: string) {
  return t.request('POST', '/api/auth/sign-in/email', { body: { email, password }, from });
}

async function me(cookie: string) {
  const response = await t.request('GET', '/api/me', { cookie });
  return MeSchema.parse(await response.json());
}

/** The reset link of the newest mail to `email`, after the queued jobs ran. */
async function mailedLink(email: string): Promise<URL> {
  await t.runJobs();
  const mail = (await t.sentMail()).find((message) => message.to === email);
  expect(mail?.subject).toBe(passwordResetSubject(DEFAULT_STORE_NAME));
  const link = /https?:\/\/[^\s"<>\]]+\/api\/auth\/reset-password\/[^\s"<>\]]+/.exec(mail!.text);
  expect(link).not.toBeNull();
  return new URL(link![0].replaceAll('&amp;', '&'));
}

/** Follows the mailed link as the browser does: to the store's reset page, with its token. */
async function openLink(link: URL): Promise<URL> {
  const response = await t.request('GET', link.pathname + link.search);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, t.config.publicUrl);
}

async function tokenFor(email: string, from: string): Promise<string> {
  expect((await requestReset(email, from)).status).toBe(200);
  const page = await openLink(await mailedLink(email));
  expect(page.pathname).toBe('/reset-password');
  return page.searchParams.get('token')!;
}

async function expireResetLinks(email: string) {
  const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.db
    .update(verification)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(verification.value, account!.id));
}

describe('asking for a reset link', () => {
  it('answers a known and an unknown address alike, and mails only the account', async () => {
    await t.signUp('known@example.com');
    const known = await requestReset('known@example.com', '198.51.100.1');
    const unknown = await requestReset('nobody-here@example.com', '198.51.100.1');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());

    await t.runJobs();
    const sent = (await t.sentMail()).filter((mail) => mail.subject === RESET_SUBJECT);
    expect(sent.filter((mail) => mail.to === 'known@example.com')).toHaveLength(1);
    expect(sent.filter((mail) => mail.to === 'nobody-here@example.com')).toHaveLength(0);
  });

  it('mails a link to the store that works for one hour, keeping only its hash', async () => {
    await t.signUp('hour@example.com');
    const token = await tokenFor('hour@example.com', '198.51.100.2');
    const rows = await t.db.select().from(verification);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
    const [account] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'hour@example.com'));
    const row = rows.find((candidate) => candidate.value === account!.id);
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('refuses an address that is not one, and mails nothing', async () => {
    const response = await requestReset('not-an-address', '198.51.100.3');
    expect(response.status).toBe(400);
  });
});

describe('setting a new password through the link', () => {
  it('signs the shopper in, ends every other session, and works once', async () => {
    const email = 'reset-me@example.com';
    const firstDevice = await t.signUp(email);
    const secondDevice = sessionCookie(await signIn(email, TEST_PASSWORD, '198.51.100.10'));
    expect((await me(secondDevice)).user?.email).toBe(email);

    const token = await tokenFor(email, '198.51.100.11');
    const reset = await resetPassword(token, NEW_PASSWORD, '198.51.100.11');
    expect(reset.status).toBe(200);
    const thisBrowser = sessionCookie(reset);
    expect((await me(thisBrowser)).user?.email).toBe(email);

    expect((await me(firstDevice)).user).toBeNull();
    expect((await me(secondDevice)).user).toBeNull();
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.12')).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD, '198.51.100.12')).status).toBe(200);

    // Used up: the link now lands on the page's "expired" state, and the token sets nothing.
    expect((await resetPassword(token, 'third-password', '198.51.100.11')).status).toBe(400);
    const again = await openLink(await mailedLink(email));
    expect(again.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'third-password', '198.51.100.12')).status).toBe(401);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const email = 'too-late@example.com';
    const session = await t.signUp(email);
    const token = await tokenFor(email, '198.51.100.20');
    await expireResetLinks(email);

    const link = await mailedLink(email);
    expect((await openLink(link)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await resetPassword(token, NEW_PASSWORD, '198.51.100.20');
    expect(reset.status).toBe(400);
    expect(reset.headers.getSetCookie()).toEqual([]);
    expect((await me(session)).user?.email).toBe(email);
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('refuses a short new password and leaves the link usable', async () => {
    const email = 'short-new@example.com';
    await t.signUp(email);
    const token = await tokenFor(email, '198.51.100.30');
    const short = await resetPassword(token, '12345', '198.51.100.30');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password must be at least 6 characters');
    expect((await resetPassword(token, NEW_PASSWORD, '198.51.100.30')).status).toBe(200);
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After after 10 requests from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await requestReset(`many-${i}@example.com`, '203.0.113.40')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await requestReset('one-more@example.com', '203.0.113.40');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await requestReset('one-more@example.com', '203.0.113.41')).status).toBe(200);
  });

  it('mails one address at most 3 times an hour, known or not, from any client', async () => {
    await t.signUp('popular@example.com');
    for (const email of ['popular@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) {
        expect((await requestReset(email, `203.0.113.${50 + i}`)).status).toBe(200);
      }
      const refused = await requestReset(email.toUpperCase(), '203.0.113.60');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await t.runJobs();
    const sent = (await t.sentMail()).filter(
      (mail) => mail.to === 'popular@example.com' && mail.subject === RESET_SUBJECT,
    );
    expect(sent).toHaveLength(3);
  });
});
