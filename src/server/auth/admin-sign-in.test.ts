// The sign-in of /admin/login (spec admin §5, DECISIONS "Admin account"): every failed password
// check gets one answer, whatever the address, so no answer says which address the owner's is;
// only another account's right password hears the spec's refusal (docs/decisions/048).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema/auth';
import { createTestApp, OWNER_EMAIL, TEST_PASSWORD, type TestApp } from '../test/test-app';

const ADMIN_ONLY = 'Unauthorized: This page is for admin access only';
const WRONG_CREDENTIALS = {
  error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.signUpOwner();
  await t.signUp('shopper@example.com');
});
afterAll(() => t.close());

function adminSignIn(email: string, password: string, from = '203.0.113.1') {
  return t.request('POST', '/api/auth/sign-in/admin', { body: { email, password }, from });
}

async function sessionsOf(email: string) {
  return t.db
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
}

describe('admin sign-in', () => {
  it('answers every failed password check alike: the owner’s address, an unknown one, a shopper’s', async () => {
    const answers = [
      await adminSignIn(OWNER_EMAIL, 'wrong-password', '203.0.113.11'),
      await adminSignIn('stranger@example.com', 'wrong-password', '203.0.113.12'),
      await adminSignIn('shopper@example.com', 'wrong-password', '203.0.113.13'),
    ];
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(JSON.parse(texts[0]!)).toEqual(WRONG_CREDENTIALS);
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
    for (const answer of answers) expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a shopper who proved their own password, and keeps no session for them', async () => {
    const before = (await sessionsOf('shopper@example.com')).length;
    const response = await adminSignIn('shopper@example.com', TEST_PASSWORD);
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(JSON.parse(text)).toEqual({ error: { code: 'not_admin', message: ADMIN_ONLY } });
    expect(text).not.toContain(OWNER_EMAIL);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf('shopper@example.com')).toHaveLength(before);
  });

  it('answers a confirmation-link request for the owner’s address as for any other', async () => {
    const ask = (email: string, from: string) =>
      t.request('POST', '/api/auth/send-verification-email', { body: { email }, from });
    const owner = await ask(OWNER_EMAIL, '203.0.113.21');
    const stranger = await ask('nobody-here@example.com', '203.0.113.22');
    expect(owner.status).toBe(stranger.status);
    expect(await owner.text()).toBe(await stranger.text());
    await t.runJobs();
    expect((await t.sentMail()).filter((mail) => mail.to === OWNER_EMAIL)).toEqual([]);
  });

  it('signs the owner in, whatever the case of the address', async () => {
    const response = await adminSignIn(OWNER_EMAIL.toUpperCase(), TEST_PASSWORD);
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const me = await t.request('GET', '/api/me', { cookie });
    expect(await me.json()).toMatchObject({ isAdmin: true });
  });

  it('asks for a valid address and a password', async () => {
    expect((await adminSignIn('not-an-address', 'x')).status).toBe(400);
    expect((await adminSignIn(OWNER_EMAIL, '')).status).toBe(400);
  });

  it('counts toward the sign-in limit of the client address', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < 30; i++) {
      expect((await adminSignIn(`guess-${i}@example.com`, 'x', from)).status).toBe(401);
    }
    const refused = await adminSignIn('guess-31@example.com', 'x', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await adminSignIn('guess-32@example.com', 'x', '198.51.100.78')).status).toBe(401);
  });

  it('lets the owner in from another address after a stranger’s five wrong passwords', async () => {
    const stranger = '192.0.2.1';
    for (let i = 0; i < 5; i++) {
      expect((await adminSignIn(OWNER_EMAIL, `guess-${i}`, stranger)).status).toBe(401);
    }
    expect((await adminSignIn(OWNER_EMAIL, TEST_PASSWORD, '192.0.2.99')).status).toBe(200);
    // The stranger's address stays refused, the right password included.
    const sixth = await adminSignIn(OWNER_EMAIL, TEST_PASSWORD, stranger);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
