// The payment deadline with a clock the test moves: the app's clock for what the server
// records, and the queued jobs' run_at moved back by the same amount (jobs come due by the
// database's clock, platform/jobs.ts).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format/money';
import { CreatedOrderSchema, type CreatedOrder } from '../../shared/orders/checkout.schema';
import { OrderSchema } from '../../shared/orders/order.schema';
import { jobs } from '../db/schema/jobs';
import { discountCodes, discountCodeUses, emailSubscribers } from '../db/schema/marketing';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orders } from '../db/schema/orders';
import { guestOrder, stockStore } from '../test/place-order';
import { settingsForm } from '../test/store-settings-form';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

const HOUR = 60 * 60 * 1000;
let now = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let tee: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  tee = await stockStore(t);
  owner = await t.signUpOwner();
  await t.db.insert(discountCodes).values({
    code: 'ONCE20',
    discountPercentage: 20,
    isActive: true,
    maxUses: 1,
  });
  await t.db
    .insert(emailSubscribers)
    .values({ email: 'sub@example.com', discountCode: 'SUBSAVE10' });
});
afterAll(() => t.close());

/** Moves time forward: the app's clock, and every job still waiting comes that much closer. */
async function advance(hours: number) {
  now = new Date(now.getTime() + hours * HOUR);
  await t.db
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - ${hours}::double precision * interval '1 hour'` })
    .where(eq(jobs.status, 'pending'));
  await t.runJobs();
}

async function place(email: string, discountCode: string | null = null): Promise<CreatedOrder> {
  const response = await t.request('POST', '/api/orders', {
    body: guestOrder(tee, { email, discountCode }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  await t.runJobs();
  return CreatedOrderSchema.parse(await response.json());
}

const mailTo = async (to: string) => (await t.sentMail()).filter((mail) => mail.to === to);
const reminders = async (to: string) =>
  (await mailTo(to)).filter((mail) => mail.subject.startsWith('Reminder:'));
const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const expiryNotices = async (orderNumber: string) =>
  (await mailTo(OWNER_EMAIL)).filter(
    (mail) => mail.subject === `Order ${orderNumber} cancelled: not paid in time`,
  );

async function track(orderNumber: string, email: string) {
  const response = await t.request('POST', '/api/orders/track', { body: { orderNumber, email } });
  expect(response.status).toBe(200);
  return OrderSchema.parse(((await response.json()) as { order: unknown }).order);
}

describe('the payment reminder', () => {
  it('goes out once, halfway to the deadline, with the number, the total and where to pay', async () => {
    const order = await place('remind@example.com');
    await advance(23);
    expect(await reminders('remind@example.com')).toEqual([]);

    await advance(1);
    const [reminder, ...more] = await reminders('remind@example.com');
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(
      `Reminder: order ${order.orderNumber} awaits payment of ${formatMoney(order.totalCents)}`,
    );
    expect(reminder!.text).toContain('$CTKApparel');
    expect(reminder!.text).toContain(order.orderNumber);
    expect(reminder!.text).toContain('Pay by ');

    // A reminder job run a second time (at-least-once delivery) sends nothing more.
    await t.db
      .update(jobs)
      .set({ status: 'pending', runAt: sql`now()` })
      .where(eq(jobs.kind, 'order.payment_reminder'));
    await t.runJobs();
    expect(await reminders('remind@example.com')).toHaveLength(1);
  });

  it('is not sent, and the order not cancelled, when it was paid in time', async () => {
    const order = await place('paid@example.com');
    await advance(2);
    const paid = await t.request('POST', `/api/admin/orders/${order.orderId}/mark-paid`, {
      cookie: owner,
    });
    expect(paid.status).toBe(200);

    await advance(22);
    expect(await reminders('paid@example.com')).toEqual([]);
    await advance(30);
    expect(await statusOf(order.orderId)).toBe('processing');
    expect(await expiryNotices(order.orderNumber)).toEqual([]);
  });
});

describe('the deadline', () => {
  it('cancels an unpaid order "by the store", tells the owner and frees a shop code', async () => {
    const order = await place('late@example.com', 'ONCE20');
    const code = async () =>
      (await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'ONCE20')))[0]!;
    expect((await code()).usageCount).toBe(1);

    await advance(47);
    expect(await statusOf(order.orderId)).toBe('pending_payment');
    await advance(1);
    expect(await statusOf(order.orderId)).toBe('cancelled');

    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.orderId));
    expect(history).toMatchObject([
      { fromStatus: 'pending_payment', toStatus: 'cancelled', changedByUserId: null },
    ]);
    const detail = await t.request('GET', `/api/admin/orders/${order.orderId}`, { cookie: owner });
    expect(
      ((await detail.json()) as { order: { history: unknown[] } }).order.history,
    ).toMatchObject([{ toStatus: 'cancelled', changedBy: null }]);

    const [notice] = await expiryNotices(order.orderNumber);
    expect(notice!.text).toContain('late@example.com');
    expect(notice!.text).toContain('ONCE20');

    expect((await code()).usageCount).toBe(0);
    const uses = await t.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.orderId, order.orderId));
    expect(uses).toEqual([]);
    // The single use is free again: another order takes it.
    const next = await place('next@example.com', 'ONCE20');
    expect(next.discountCents).toBe(700);
  });

  it("makes a subscriber's own code usable again", async () => {
    const order = await place('sub@example.com', 'SUBSAVE10');
    const used = async () =>
      (
        await t.db
          .select({ used: emailSubscribers.discountUsed })
          .from(emailSubscribers)
          .where(eq(emailSubscribers.email, 'sub@example.com'))
      )[0]!.used;
    expect(await used()).toBe(true);
    await advance(48);
    expect(await statusOf(order.orderId)).toBe('cancelled');
    expect(await used()).toBe(false);
  });

  it('leaves an order the owner already cancelled alone', async () => {
    const order = await place('gone@example.com');
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, order.orderId)));
    await advance(48);
    expect(await expiryNotices(order.orderNumber)).toEqual([]);
    expect(await reminders('gone@example.com')).toEqual([]);
  });
});

describe('the deadline setting', () => {
  it('defaults to 48 hours and is shown with the order', async () => {
    const settings = await t.request('GET', '/api/admin/settings', { cookie: owner });
    expect(
      ((await settings.json()) as { settings: { paymentDeadlineHours: number } }).settings
        .paymentDeadlineHours,
    ).toBe(48);
    const placedAt = now;
    const order = await place('api@example.com');
    const tracked = await track(order.orderNumber, 'api@example.com');
    expect(tracked.paymentDueAt).toBe(new Date(placedAt.getTime() + 48 * HOUR).toISOString());
  });

  it('applies a changed deadline to new orders only', async () => {
    const before = await place('before@example.com');
    const saved = await t.request('PUT', '/api/admin/settings', {
      cookie: owner,
      body: {
        ...settingsForm({ paymentMethods: { cashapp: { enabled: true, handle: '$CTKApparel' } } }),
        paymentDeadlineHours: 6,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(
      ((await saved.json()) as { settings: { paymentDeadlineHours: number } }).settings
        .paymentDeadlineHours,
    ).toBe(6);

    const placedAt = now;
    const after = await place('after@example.com');
    expect((await track(after.orderNumber, 'after@example.com')).paymentDueAt).toBe(
      new Date(placedAt.getTime() + 6 * HOUR).toISOString(),
    );
    await advance(6);
    expect(await statusOf(after.orderId)).toBe('cancelled');
    expect(await statusOf(before.orderId)).toBe('pending_payment');

    // A form saved without the field keeps the deadline.
    const again = await t.request('PUT', '/api/admin/settings', {
      cookie: owner,
      body: settingsForm({ paymentMethods: { cashapp: { enabled: true, handle: '$CTKApparel' } } }),
    });
    expect(
      ((await again.json()) as { settings: { paymentDeadlineHours: number } }).settings
        .paymentDeadlineHours,
    ).toBe(6);
  });

  it('refuses a deadline outside 2 to 720 hours', async () => {
    const response = await t.request('PUT', '/api/admin/settings', {
      cookie: owner,
      body: { ...settingsForm(), paymentDeadlineHours: 1 },
    });
    expect(response.status).toBe(400);
  });
});
