// Two copies of the store on one Redis (TEST_REDIS_URL), each a real HTTP app with its sockets:
// what one copy does, the other's admins and limits see. (Each copy has its own database here;
// `npm run test:scale` runs built copies on one PostgreSQL.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { TOO_MANY_LOOKUPS } from '../orders/orders.routes';
import { placeOrder, stockStore } from '../test/place-order';
import { dropKeys, testRedisUrl, uniqueKeyPrefix } from '../test/redis';
import { openAdminFeed, openStorefrontTab, type AdminFeed } from '../test/sockets';
import { createTestApp, type Listener, type TestApp } from '../test/test-app';
import { RATE_LIMITS } from '../http/rate-limits';

describe.skipIf(!testRedisUrl)('two copies of the store sharing one Redis', () => {
  const keyPrefix = uniqueKeyPrefix();
  let a: TestApp;
  let b: TestApp;
  let serverA: Listener;
  let serverB: Listener;
  let feedOnB: AdminFeed;
  const tabs: WebSocket[] = [];

  beforeAll(async () => {
    [a, b] = [
      await createTestApp({ redisKeyPrefix: keyPrefix }),
      await createTestApp({ redisKeyPrefix: keyPrefix }),
    ];
    [serverA, serverB] = [await a.listen(), await b.listen()];
    feedOnB = await openAdminFeed(b, serverB, await b.signUpOwner());
  });
  afterAll(async () => {
    for (const tab of tabs) tab.terminate();
    feedOnB?.socket.terminate();
    await a?.close();
    await b?.close();
    await dropKeys(testRedisUrl!, keyPrefix);
  });

  it('shows an order placed on copy A to an admin connected to copy B, once', async () => {
    expect([a.config.redisUrl, b.config.redisUrl]).toEqual([testRedisUrl, testRedisUrl]);
    const tee = await stockStore(a);
    const first = await placeOrder(a, tee, 'Ruth Shopper');
    // A later order as a marker: once it is heard, a second copy of the first would have been.
    const marker = await placeOrder(a, tee, 'Marker Shopper');
    await expect.poll(() => feedOnB.newOrders()).toEqual([first.orderNumber, marker.orderNumber]);
  });

  it('counts the live visitors of both copies together', async () => {
    tabs.push(await openStorefrontTab(a, serverA, '/products'));
    tabs.push(await openStorefrontTab(b, serverB, '/cart'));
    await expect.poll(() => feedOnB.visitorCount()).toBe(2);
    tabs.pop()!.terminate();
    await expect.poll(() => feedOnB.visitorCount()).toBe(1);
  });

  it('counts one client’s order lookups on both copies against one limit', async () => {
    const lookup = (copy: TestApp) =>
      copy.request('POST', '/api/orders/track', {
        body: { orderNumber: 'CTK-00000', email: 'guest@example.com' },
        from: '203.0.113.77',
      });
    const { limit } = RATE_LIMITS.trackingPerClient;
    for (let i = 0; i < limit; i++) {
      expect((await lookup(i % 2 === 0 ? a : b)).status).toBe(404);
    }
    for (const copy of [a, b]) {
      const refused = await lookup(copy);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: { code: 'rate_limited', message: TOO_MANY_LOOKUPS },
      });
    }
  });
});
