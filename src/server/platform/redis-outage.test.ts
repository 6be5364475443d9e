// Redis going away under a running store (docs/decisions/030): orders go on, the outage is
// logged once, and the bus and live visitors come back by themselves when Redis does. The test
// runs its own redis-server (memory only) so it can kill and restart it; it needs the binary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createLogger } from '../logger';
import { placeOrder, stockStore } from '../test/place-order';
import {
  redisServerAvailable,
  redisServerProcess,
  REDIS_SERVER_BINARY,
  type RedisServerProcess,
} from '../test/redis';
import { openAdminFeed, openStorefrontTab, type AdminFeed } from '../test/sockets';
import { createTestApp, type Listener, type TestApp } from '../test/test-app';
import { busChannels } from './bus';
import { connectRedis, type RedisLink } from './redis';
import { createRedisBus } from './redis-bus';

// Short, so a tab renews its presence soon after Redis returns; long enough that the embedded
// database (on this same event loop) never holds a pong back for a whole beat.
const HEARTBEAT_MS = 2_000;

interface LogLine {
  level: number;
  module?: string;
  msg: string;
}
const WARN = 40;

describe.skipIf(!redisServerAvailable)(
  `when Redis goes away and comes back (needs ${REDIS_SERVER_BINARY})`,
  () => {
    let redis: RedisServerProcess;
    let t: TestApp;
    let server: Listener;
    let feed: AdminFeed;
    let tab: WebSocket;
    let tee: string;
    const log: LogLine[] = [];
    const redisLines = () => log.filter((line) => line.module === 'redis');

    beforeAll(async () => {
      redis = await redisServerProcess();
      await redis.start();
      t = await createTestApp({
        env: { REDIS_URL: redis.url, LOG_LEVEL: 'info' },
        heartbeatMs: HEARTBEAT_MS,
        logDestination: { write: (line: string) => void log.push(JSON.parse(line) as LogLine) },
      });
      server = await t.listen();
      tee = await stockStore(t);
      feed = await openAdminFeed(t, server, await t.signUpOwner());
      tab = await openStorefrontTab(t, server);
    });
    afterAll(async () => {
      feed?.socket.terminate();
      tab?.terminate();
      await t?.close();
      await redis?.stop();
    });

    async function health() {
      const response = await t.request('GET', '/api/health');
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    }

    it('announces orders and counts visitors through Redis while it is up', async () => {
      expect(t.config.redisUrl).toBe(redis.url);
      expect(await health()).toEqual({
        status: 200,
        body: { status: 'ok', database: 'up', redis: 'up' },
      });
      await expect.poll(() => feed.visitorCount()).toBe(1);
      const order = await placeOrder(t, tee, 'Before Outage');
      await expect.poll(() => feed.newOrders()).toEqual([order.orderNumber]);
      expect(redisLines()).toEqual([]);
    });

    it('keeps taking orders while Redis is down, and logs the outage once', async () => {
      await redis.stop();
      await expect.poll(async () => (await health()).body.redis, { timeout: 10_000 }).toBe('down');
      expect((await health()).status).toBe(200);

      // Each order publishes on the bus and counts against a rate limit; a lookup counts too;
      // a new tab tracks its presence. None of it may fail or wait for Redis.
      // placeOrder insists on 201 Created.
      const during = [await placeOrder(t, tee, 'During Outage'), await placeOrder(t, tee, 'Again')];
      expect(during.map((order) => order.orderNumber)).toEqual([
        expect.stringMatching(/^CTK-\d{5,}$/),
        expect.stringMatching(/^CTK-\d{5,}$/),
      ]);
      const lookup = await t.request('POST', '/api/orders/track', {
        body: { orderNumber: during[0]!.orderNumber, email: 'guest@example.com' },
      });
      expect(lookup.status).toBe(200);
      const secondTab = await openStorefrontTab(t, server, '/cart');
      secondTab.terminate();

      const outage = redisLines();
      expect(outage.map((line) => line.level)).toEqual([WARN]);
      expect(outage[0]!.msg).toMatch(/^Redis is unreachable: .*orders go on/);
      expect(log.filter((line) => line.level > WARN)).toEqual([]);
    });

    it('comes back by itself when Redis returns: events reach the admins, visitors count again', async () => {
      await redis.start();
      await expect.poll(async () => (await health()).body.redis, { timeout: 15_000 }).toBe('up');
      expect(redisLines().map((line) => line.msg)).toEqual([
        expect.stringMatching(/^Redis is unreachable/),
        'Redis is reachable again',
      ]);

      // The restarted Redis remembers nothing: the open tab is counted again at its next beat.
      await expect.poll(() => feed.visitorCount(), { timeout: 10_000 }).toBe(1);
      const order = await placeOrder(t, tee, 'After Outage');
      await expect.poll(() => feed.newOrders().at(-1)).toBe(order.orderNumber);
      expect(feed.newOrders().filter((number) => number === order.orderNumber)).toHaveLength(1);
      expect(log.filter((line) => line.level > WARN)).toEqual([]);
    });
  },
);

describe.skipIf(!redisServerAvailable)(
  `a copy that starts while Redis is down (needs ${REDIS_SERVER_BINARY})`,
  () => {
    let redis: RedisServerProcess;
    let link: RedisLink | undefined;
    afterAll(async () => {
      await link?.close();
      await redis?.stop();
    });

    it('starts without it, and subscribes and publishes once Redis is up', async () => {
      redis = await redisServerProcess();
      const log: LogLine[] = [];
      link = await connectRedis({
        url: redis.url,
        keyPrefix: 'store:',
        logger: createLogger('info', {
          write: (line: string) => void log.push(JSON.parse(line) as LogLine),
        }),
      });
      expect(link.state()).toBe('down');
      const bus = createRedisBus(link, busChannels, {
        onHandlerError: (error) => expect.fail(String(error)),
      });
      const heard: string[] = [];
      // Resolves at once while Redis is down; the subscription starts when it comes.
      await bus.subscribe('new-orders', (order) => void heard.push(order.orderNumber));
      const order = {
        id: '5b7c2c1e-4f7a-4d3b-9a61-0c1d2e3f4a5b',
        orderNumber: 'CTK-48213',
        customerName: 'Ruth Shopper',
        totalCents: 6998,
        createdAt: '2026-11-22T12:00:00.000Z',
      };
      await bus.publish('new-orders', order);

      await redis.start();
      await expect.poll(() => link!.state(), { timeout: 15_000 }).toBe('up');
      await expect
        .poll(
          async () => {
            await bus.publish('new-orders', order);
            return heard.length;
          },
          { interval: 200 },
        )
        .toBeGreaterThan(0);
      expect(log.map((line) => line.msg)).toEqual([
        expect.stringMatching(/^Redis is unreachable/),
        'Redis is reachable again',
      ]);
      await bus.close();
    });
  },
);
