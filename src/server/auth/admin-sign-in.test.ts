// The sign-in of /admin/login (spec admin §5, DECISIONS "Admin account"): the server compares
// the address with OWNER_EMAIL before it looks at any account or password, and never says
// which address the owner's is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OWNER_EMAIL, TEST_PASSWORD, type TestApp } from '../test/test-app';

const ADMIN_ONLY = 'Unauthorized: This page is for admin access only';

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

describe('admin sign-in', () => {
  it('refuses a shopper with an account, even with the right password', async () => {
    const response = await adminSignIn('shopper@example.com', TEST_PASSWORD);
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(JSON.parse(text)).toEqual({ error: { code: 'not_admin', message: ADMIN_ONLY } });
    expect(text).not.toContain(OWNER_EMAIL);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an address without an account the same way', async () => {
    const response = await adminSignIn('stranger@example.com', 'any-password');
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(JSON.parse(text)).toEqual({ error: { code: 'not_admin', message: ADMIN_ONLY } });
    expect(text).not.toContain(OWNER_EMAIL);
  });

  it('tells the owner a wrong password as it tells anyone', async () => {
    const response = await adminSignIn(OWNER_EMAIL, 'wrong-password');
    const text = await response.text();
    expect(response.status).toBe(401);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
    });
    expect(text).not.toContain(OWNER_EMAIL);
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
      expect((await adminSignIn(`guess-${i}@example.com`, 'x', from)).status).toBe(403);
    }
    const refused = await adminSignIn('guess-31@example.com', 'x', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await adminSignIn('guess-32@example.com', 'x', '198.51.100.78')).status).toBe(403);
  });

  it('keeps the owner’s failures limit: 5 wrong passwords, then 429', async () => {
    const owner = OWNER_EMAIL;
    // The owner signed in above, which cleared the count.
    for (let i = 0; i < 5; i++) {
      expect((await adminSignIn(owner, `guess-${i}`, `192.0.2.${i}`)).status).toBe(401);
    }
    expect((await adminSignIn(owner, TEST_PASSWORD, '192.0.2.99')).status).toBe(429);
  });
});
