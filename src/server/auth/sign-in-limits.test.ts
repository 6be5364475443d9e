// Sign-in and sign-up limits keyed on the client address the rest of the app uses (the
// socket's, or with TRUST_PROXY the entry our proxy added), and on the account's e-mail
// (docs/decisions/048).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

/** The warnings the store logs (JSON lines). */
const warnings: { msg: string; delayMs?: number; email?: string }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) warnings.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, as in production: the LAST X-Forwarded-For entry is the client's address.
  t = await createTestApp({
    env: { NODE_ENV: 'production', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
    logDestination: logStream,
  });
});
afterAll(() => t.close());

function signIn(email: string, password: string, forwardedFor: string) {
  return t.request('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('sign-in limits', () => {
  // 33 password checks: slow on a loaded machine, hence the longer timeout.
  it(
    'counts a client by its real address, not the X-Forwarded-For values it makes up',
    { timeout: 120_000 },
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 33; i++) {
        // Each attempt forges a new first entry; the proxy's entry (the last) stays the same.
        const response = await signIn(
          `guess-${i}@example.com`,
          'wrong-password',
          `10.9.${i}.1, 203.0.113.7`,
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    },
  );

  it("does not let one visitor's failures lock out another visitor", async () => {
    await t.signUp('second-visitor@example.com');
    // Straight from their own sockets, no X-Forwarded-For at all.
    const attempt = (email: string, password: string, from: string) =>
      t.request('POST', '/api/auth/sign-in/email', { body: { email, password }, from });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`nobody-${i}@example.com`, 'wrong', '203.0.113.20')).status).toBe(401);
    }
    const other = await attempt('second-visitor@example.com', TEST_PASSWORD, '203.0.113.21');
    expect(other.status).toBe(200);
  });

  it("lets the account's holder in from another address after a stranger's 5 failures", async () => {
    await t.signUp('target@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await signIn('target@example.com', `guess-${i}`, '198.51.100.1')).status).toBe(401);
    }
    expect((await signIn('TARGET@example.com', TEST_PASSWORD, '198.51.100.2')).status).toBe(200);
    // The stranger's address is refused from the sixth attempt on, the right password too.
    const locked = await signIn('target@example.com', TEST_PASSWORD, '198.51.100.1');
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await locked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      },
    });
  });

  // 33 password checks and three waits, on a loaded machine.
  it(
    'slows a guess from many addresses past the account’s ceiling, and never refuses the right password',
    { timeout: 120_000 },
    async () => {
      await t.signUp('popular@example.com');
      const ceiling = RATE_LIMITS.signInFailuresPerAccount.limit;
      const perClient = RATE_LIMITS.signInFailuresPerAccountAndClient.limit;
      // Each address stays within its own count; together they reach the account's ceiling.
      for (let i = 0; i < ceiling; i++) {
        const from = `203.0.113.${100 + Math.floor(i / perClient)}`;
        expect((await signIn('popular@example.com', `guess-${i}`, from)).status).toBe(401);
      }
      const past = () => warnings.filter((line) => line.msg.includes('past the account ceiling'));
      expect(past()).toEqual([]);
      // Past it: answered after a wait that grows, never refused.
      expect((await signIn('popular@example.com', 'guess-a', '203.0.113.200')).status).toBe(401);
      expect((await signIn('popular@example.com', 'guess-b', '203.0.113.201')).status).toBe(401);
      expect((await signIn('popular@example.com', TEST_PASSWORD, '203.0.113.202')).status).toBe(
        200,
      );
      expect(past().map((line) => line.delayMs)).toEqual([500, 1000, 2000]);
      // The log names the account only masked.
      expect(past()[0]!.email).toBe('p***@example.com');
    },
  );

  it('clears an account’s failures when its owner signs in', async () => {
    await t.signUp('forgetful@example.com');
    for (let i = 0; i < 4; i++) await signIn('forgetful@example.com', 'wrong', '192.0.2.1');
    expect((await signIn('forgetful@example.com', TEST_PASSWORD, '192.0.2.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn('forgetful@example.com', 'wrong', '192.0.2.1')).status).toBe(401);
    }
  });
});

describe('sign-up limits', () => {
  it('allows 10 sign-ups an hour from one address, then 429, and other addresses go on', async () => {
    const signUp = (i: number, address: string) =>
      t.request('POST', '/api/auth/sign-up/email', {
        body: { email: `new-${address}-${i}@example.com`, password: TEST_PASSWORD, name: 'New' },
        headers: { 'x-forwarded-for': `10.0.0.${i}, ${address}` },
      });
    for (let i = 0; i < 10; i++) expect((await signUp(i, '203.0.113.50')).status).toBe(200);
    const refused = await signUp(10, '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signUp(11, '203.0.113.51')).status).toBe(200);
  });
});
