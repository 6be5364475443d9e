// Push alerts end to end: the owner's devices subscribe through the admin API, a new order
// reaches each of them through a local stand-in push service, and a device the push service
// has dropped is forgotten (spec admin §4 Push alerts, §7 Function calls).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushNotificationSchema } from '../../shared/notifications/push.schema';
import { jobs } from '../db/schema/jobs';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import {
  startPushTestServer,
  type FakeDevice,
  type PushTestServer,
} from '../../test-support/push-test-server';
import { elapse } from '../test/job-queue';
import { placeOrder, stockStore } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let pushService: PushTestServer;
let owner: string;
let tee: string;

beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushTestServer();
  owner = await t.signUpOwner();
  tee = await stockStore(t);
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

async function subscribe(device: FakeDevice) {
  return t.request('POST', '/api/admin/push/subscriptions', {
    cookie: owner,
    body: { subscription: { ...device.subscription, expirationTime: null } },
  });
}

/** What a device was sent, decrypted, as the service worker reads it. */
function pushesTo(device: FakeDevice) {
  const path = new URL(device.subscription.endpoint).pathname;
  return pushService.received
    .filter((push) => push.path === path)
    .map((push) => PushNotificationSchema.parse(JSON.parse(push.payload ?? 'null')));
}

const savedEndpoints = async () =>
  (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions))
    .map((row) => row.endpoint)
    .sort();

describe('push alerts', () => {
  it('give the owner the VAPID public key to subscribe with', async () => {
    const response = await t.request('GET', '/api/admin/push/public-key', { cookie: owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: t.vapidPublicKey });
  });

  it('keep one subscription per device, however often it subscribes', async () => {
    const phone = pushService.device('phone-once');
    expect((await subscribe(phone)).status).toBe(201);
    const renewed = pushService.device('phone-once');
    expect((await subscribe(renewed)).status).toBe(201);

    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.subscription.keys.p256dh);
  });

  it('refuse a subscription that is not one', async () => {
    const response = await t.request('POST', '/api/admin/push/subscriptions', {
      cookie: owner,
      body: { subscription: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } } },
    });
    expect(response.status).toBe(400);
  });

  it('reach every saved device once per new order, and forget a device that is gone', async () => {
    const laptop = pushService.device('laptop');
    const tablet = pushService.device('tablet');
    const oldPhone = pushService.device('old-phone');
    for (const device of [laptop, tablet, oldPhone]) {
      expect((await subscribe(device)).status).toBe(201);
    }
    pushService.answer(oldPhone, 410);

    const order = await placeOrder(t, tee, 'Ruth Shopper');
    const [queued] = await t.db.select().from(jobs).where(eq(jobs.kind, 'push.new-order'));
    expect(queued?.payload, 'queued with the order').toEqual({ orderId: order.orderId });
    await t.runJobs();

    const alert = {
      title: `New Order: ${order.orderNumber}`,
      body: 'Ruth Shopper · $39.99',
      url: '/admin/orders',
      tag: `order-${order.orderId}`,
    };
    expect(pushesTo(laptop)).toEqual([alert]);
    expect(pushesTo(tablet)).toEqual([alert]);
    expect(pushesTo(oldPhone)).toEqual([alert]);
    expect(await savedEndpoints()).not.toContain(oldPhone.subscription.endpoint);

    // The next order goes to the devices that are left, and the first is not sent again.
    const next = await placeOrder(t, tee, 'Naomi Buyer');
    await t.runJobs();
    expect(pushesTo(laptop).map((push) => push.title)).toEqual([
      `New Order: ${order.orderNumber}`,
      `New Order: ${next.orderNumber}`,
    ]);
    expect(pushesTo(oldPhone)).toHaveLength(1);
  });

  it('stop reaching a device once it unsubscribes', async () => {
    const desktop = pushService.device('desktop');
    await subscribe(desktop);
    const response = await t.request('DELETE', '/api/admin/push/subscriptions', {
      cookie: owner,
      body: { endpoint: desktop.subscription.endpoint },
    });
    expect(response.status).toBe(200);
    expect(await savedEndpoints()).not.toContain(desktop.subscription.endpoint);

    await placeOrder(t, tee, 'Lydia Seller');
    await t.runJobs();
    expect(pushesTo(desktop)).toEqual([]);
  });

  it('retry a push service that is down for ten minutes, then give up (mail gets 72 hours)', async () => {
    const watch = pushService.device('watch');
    expect((await subscribe(watch)).status).toBe(201);
    pushService.answer(watch, 503);
    const order = await placeOrder(t, tee, 'Lydia Buyer');
    await t.runJobs();
    const [device] = await t.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, watch.subscription.endpoint));
    const pushJob = async () =>
      (await t.db.select().from(jobs).where(eq(jobs.kind, 'push.send'))).find(
        (job) =>
          (job.payload as { subscriptionId: string }).subscriptionId === device!.id &&
          (job.payload as { topic: string }).topic === order.orderId.replaceAll('-', ''),
      );
    expect((await pushJob())?.status).toBe('pending');
    await elapse(t.db, 9 * 60 * 1000);
    await t.runJobs();
    expect((await pushJob())?.status).toBe('pending');

    await elapse(t.db, 2 * 60 * 1000);
    await t.runJobs();
    expect((await pushJob())?.status).toBe('failed');
    await t.db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, watch.subscription.endpoint));
  });
});
