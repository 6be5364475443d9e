// The contract every rate limiter meets, run once per implementation: in the process always,
// on Redis when TEST_REDIS_URL is set (each test under its own key prefix). Real time: a
// window's end is waited for, never timed.
import { afterEach, describe, expect, it } from 'vitest';
import { connectTestRedis, testRedisUrl, type TestRedisLink } from '../test/redis';
import { memoryRateLimiters, redisRateLimiters, type RateLimiterFactory } from './rate-limit';

const links: TestRedisLink[] = [];
afterEach(async () => {
  for (const link of links.splice(0)) await link.close();
});

async function redisFactory(keyPrefix?: string) {
  const link = await connectTestRedis(keyPrefix ? { keyPrefix } : {});
  links.push(link);
  return { factory: redisRateLimiters(link), keyPrefix: link.keyPrefix, link };
}

const implementations: [string, () => Promise<RateLimiterFactory>][] = [
  ['memory', async () => memoryRateLimiters],
];
if (testRedisUrl) {
  implementations.push(['redis', async () => (await redisFactory()).factory]);
}

describe.each(implementations)('Rate limits: %s', (_name, makeFactory) => {
  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const limiter = (await makeFactory())('tracking', { limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect((await limiter.hit('203.0.113.1')).allowed).toBe(true);
    }
    const refused = await limiter.hit('203.0.113.1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts each key on its own, and each named limit on its own', async () => {
    const factory = await makeFactory();
    const tracking = factory('tracking', { limit: 1, windowMs: 60_000 });
    const contact = factory('contact', { limit: 1, windowMs: 60_000 });
    expect((await tracking.hit('203.0.113.1')).allowed).toBe(true);
    expect((await tracking.hit('203.0.113.1')).allowed).toBe(false);
    expect((await tracking.hit('203.0.113.2')).allowed).toBe(true);
    expect((await contact.hit('203.0.113.1')).allowed).toBe(true);
  });

  it('forgets a key’s count when it is reset', async () => {
    const limiter = (await makeFactory())('sign-in', { limit: 2, windowMs: 60_000 });
    await limiter.hit('ruth@example.com');
    await limiter.hit('ruth@example.com');
    expect((await limiter.hit('ruth@example.com')).allowed).toBe(false);
    await limiter.reset('ruth@example.com');
    expect((await limiter.hit('ruth@example.com')).allowed).toBe(true);
  });

  it('says how many hits the window holds, and takes one back on refund', async () => {
    const limiter = (await makeFactory())('discount', { limit: 2, windowMs: 60_000 });
    expect((await limiter.hit('203.0.113.1')).hits).toBe(1);
    expect((await limiter.hit('203.0.113.1')).hits).toBe(2);
    // The second attempt succeeded: only the first one counts.
    await limiter.refund('203.0.113.1');
    expect(await limiter.hit('203.0.113.1')).toMatchObject({ allowed: true, hits: 2 });
    expect(await limiter.hit('203.0.113.1')).toMatchObject({ allowed: false, hits: 3 });
  });

  it('starts a fresh window once the last one ended', async () => {
    const limiter = (await makeFactory())('search', { limit: 1, windowMs: 2_000 });
    expect((await limiter.hit('203.0.113.1')).allowed).toBe(true);
    const refused = await limiter.hit('203.0.113.1');
    expect(refused.allowed).toBe(false);
    expect([1, 2]).toContain(refused.retryAfterSeconds);
    await expect
      .poll(async () => (await limiter.hit('203.0.113.1')).allowed, {
        interval: 250,
        timeout: 10_000,
      })
      .toBe(true);
  });
});

describe.skipIf(!testRedisUrl)('Rate limits: redis, two copies of the store', () => {
  it('counts one client’s hits on both copies against one limit', async () => {
    const a = await redisFactory();
    const b = await redisFactory(a.keyPrefix);
    const policy = { limit: 4, windowMs: 60_000 };
    const onA = a.factory('tracking', policy);
    const onB = b.factory('tracking', policy);

    for (const copy of [onA, onB, onA, onB]) {
      expect((await copy.hit('203.0.113.1')).allowed).toBe(true);
    }
    expect((await onA.hit('203.0.113.1')).allowed).toBe(false);
    expect((await onB.hit('203.0.113.1')).allowed).toBe(false);
    // A reset on one copy (a successful sign-in) clears the count for both.
    await onB.reset('203.0.113.1');
    expect((await onA.hit('203.0.113.1')).allowed).toBe(true);
  });

  it('keeps no e-mail or client address readable in Redis', async () => {
    const { factory, link, keyPrefix } = await redisFactory();
    const limiter = factory('signInFailuresPerAccount', { limit: 5, windowMs: 60_000 });
    await limiter.hit('ruth@example.com');
    await limiter.hit('203.0.113.1');
    const keys = await link.client.keys(`${keyPrefix}*`);
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/ruth|example|203\.0/);
  });
});
