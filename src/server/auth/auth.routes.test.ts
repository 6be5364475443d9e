import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema } from '../../shared/auth/auth.schema';
import { profiles } from '../db/schema/profiles';
import { userRoles } from '../db/schema/user-roles';
import { user } from '../db/schema/auth';
import {
  createTestApp,
  OWNER_SETUP_CODE,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function me(cookie?: string) {
  const response = await t.request('GET', '/api/me', cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return MeSchema.parse(await response.json());
}

describe('accounts', () => {
  it('signs a shopper up with a full name and keeps the session in an HttpOnly cookie', async () => {
    const response = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'Shopper@Example.com', password: TEST_PASSWORD, name: 'Grace Hopper' },
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);

    const current = await me(sessionCookie(response));
    expect(current.user).toMatchObject({ email: 'shopper@example.com', name: 'Grace Hopper' });
    expect(current.isAdmin).toBe(false);

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, current.user!.id));
    expect(profile?.fullName).toBe('Grace Hopper');
  });

  it('refuses a password shorter than 6 characters and creates no account', async () => {
    const response = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'short@example.com', password: '12345', name: 'Short' },
    });
    expect(response.status).toBe(400);
    const rows = await t.db.select().from(user).where(eq(user.email, 'short@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a second account with the same e-mail', async () => {
    await t.signUp('twice@example.com');
    const response = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'twice@example.com', password: TEST_PASSWORD, name: 'Again' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('signs in with the right password only', async () => {
    await t.signUp('returning@example.com');
    const wrong = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'returning@example.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);

    const right = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'returning@example.com', password: TEST_PASSWORD },
    });
    expect(right.status).toBe(200);
    expect((await me(sessionCookie(right))).user?.email).toBe('returning@example.com');
  });

  it('signs out: the old session no longer identifies anyone', async () => {
    const cookie = await t.signUp('leaving@example.com');
    const response = await t.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(response.status).toBe(200);
    expect((await me(cookie)).user).toBeNull();
  });

  it('answers a visitor with no user', async () => {
    expect(await me()).toEqual({ user: null, isAdmin: false });
  });
});

describe('the owner', () => {
  it('gets the admin role when signing up with OWNER_EMAIL in any letter case and the setup code', async () => {
    const response = await t.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: 'OWNER@example.com',
        password: TEST_PASSWORD,
        name: 'Store Owner',
        setupCode: OWNER_SETUP_CODE,
      },
    });
    expect(response.status).toBe(200);
    const current = await me(sessionCookie(response));
    expect(current.isAdmin).toBe(true);
  });

  it('is the only one: no other address ever gets a role row', async () => {
    await t.signUp('owner@example.com.evil.test');
    await t.signUp('not-owner@example.com');
    const roles = await t.db
      .select({ email: user.email })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId));
    expect(roles.map((row) => row.email)).toEqual(['owner@example.com']);
  });
});
