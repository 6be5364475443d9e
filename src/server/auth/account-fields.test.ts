// Accounts are bounded: an e-mail address of at most 255 characters, a name of at most 100,
// and no avatar URL from the client.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const users = async () => (await t.db.select({ n: count() }).from(user))[0]!.n;

async function signUp(body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/auth/sign-up/email', {
    body: { password: TEST_PASSWORD, ...body },
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('account fields', () => {
  it('refuses an e-mail address over 255 characters and creates no user', async () => {
    const before = await users();
    const { status, body } = await signUp({
      email: `${'a'.repeat(100_000)}@example.com`,
      name: 'Long Address',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Email must be at most 255 characters');
    expect(await users()).toBe(before);
  });

  it('refuses a name over 100 characters and creates no user', async () => {
    const before = await users();
    const { status, body } = await signUp({ email: 'long@example.com', name: 'x'.repeat(450_000) });
    expect(status).toBe(400);
    expect(body.message).toBe('Full name must be at most 100 characters');
    expect(await users()).toBe(before);
  });

  it('refuses a name with control characters', async () => {
    const { status, body } = await signUp({ email: 'nul@example.com', name: 'Grace\u0000Hopper' });
    expect(status).toBe(400);
    expect(body.message).toBe('Full name contains characters that are not allowed');
  });

  it('refuses an avatar image from the client', async () => {
    const { status, body } = await signUp({
      email: 'avatar@example.com',
      name: 'Avatar',
      image: `https://example.com/${'x'.repeat(450_000)}.png`,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('A profile picture cannot be set here');
    expect(await t.db.select().from(user).where(eq(user.email, 'avatar@example.com'))).toEqual([]);
  });

  it('takes a name of exactly 100 characters, and refuses a longer one on update', async () => {
    const { status } = await signUp({ email: 'exact@example.com', name: 'y'.repeat(100) });
    expect(status).toBe(200);

    const cookie = await t.signUp('renamed@example.com');
    const update = await t.request('POST', '/api/auth/update-user', {
      cookie,
      body: { name: 'z'.repeat(101) },
    });
    expect(update.status).toBe(400);
    const [row] = await t.db.select().from(user).where(eq(user.email, 'renamed@example.com'));
    expect(row?.name).toBe('Test Shopper');
  });
});
