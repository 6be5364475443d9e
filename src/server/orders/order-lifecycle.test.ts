// After the order is placed, by the owner's hand (issue 26, docs/decisions/063): Mark as Paid's
// "Payment received" e-mail, once; cancelling with a reason, which the customer is told; and a
// discount code the order used, given back once on cancel or delete and usable again at checkout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format/money';
import { CreatedOrderSchema, type CreatedOrder } from '../../shared/orders/checkout.schema';
import { discountCodes, emailSubscribers } from '../db/schema/marketing';
import { orders } from '../db/schema/orders';
import { PAYMENT_RECEIVED_NEXT, REFUND_FOLLOWS } from '../mail/order-lifecycle-emails';
import { guestOrder, stockStore } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';
import { CANCEL_WITH_REASON, CANCELLED_IS_FINAL } from './orders.admin.service';

let t: TestApp;
let tee: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  tee = await stockStore(t);
  owner = await t.signUpOwner();
  await t.db
    .insert(discountCodes)
    .values({ code: 'ONCE20', discountPercentage: 20, isActive: true, maxUses: 1 });
  await t.db.insert(emailSubscribers).values([
    { email: 'sub@example.com', discountCode: 'SUBSAVE10' },
    { email: 'twice@example.com', discountCode: 'TWICE10' },
  ]);
});
afterAll(() => t.close());

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

async function place(email: string, discountCode: string | null = null): Promise<CreatedOrder> {
  const response = await t.request('POST', '/api/orders', {
    body: guestOrder(tee, { email, discountCode }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  await t.runJobs();
  return CreatedOrderSchema.parse(await response.json());
}

/** Mail sent to `to` whose subject starts with `subject`, once the worker has run. */
async function mailTo(to: string, subject: string) {
  await t.runJobs();
  return (await t.sentMail()).filter((mail) => mail.to === to && mail.subject.startsWith(subject));
}

const cancel = (id: string, reason: unknown) => admin('POST', `/orders/${id}/cancel`, { reason });

async function statusOf(id: string) {
  return (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
}

describe('Mark as Paid', () => {
  it('e-mails "Payment received" with the number, amount, items and what happens next, once', async () => {
    const order = await place('paid@example.com');
    expect((await admin('POST', `/orders/${order.orderId}/mark-paid`)).status).toBe(200);
    // Pressed again: the order is no longer awaiting payment, and no second mail is queued.
    expect((await admin('POST', `/orders/${order.orderId}/mark-paid`)).status).toBe(409);

    const mails = await mailTo('paid@example.com', 'Payment received');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain(order.orderNumber);
    expect(mail!.text).toContain(formatMoney(order.totalCents));
    expect(mail!.text).toContain('Faith Tee (M, Black) x 1');
    expect(mail!.text).toContain(PAYMENT_RECEIVED_NEXT);
  });

  it('queues one mail when pressed twice at the same moment', async () => {
    const order = await place('racing@example.com');
    const answers = await Promise.all([
      admin('POST', `/orders/${order.orderId}/mark-paid`),
      admin('POST', `/orders/${order.orderId}/mark-paid`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await mailTo('racing@example.com', 'Payment received')).toHaveLength(1);
  });

  it('is sent once too when the status select moves the order from Awaiting Payment to Processing', async () => {
    const order = await place('select@example.com');
    expect(
      (await admin('PATCH', `/orders/${order.orderId}`, { status: 'processing' })).status,
    ).toBe(200);
    expect((await admin('PATCH', `/orders/${order.orderId}`, { status: 'pending' })).status).toBe(
      200,
    );
    expect((await admin('PATCH', `/orders/${order.orderId}`, { status: 'shipped' })).status).toBe(
      200,
    );
    expect(await mailTo('select@example.com', 'Payment received')).toHaveLength(1);
  });

  it('is not sent when the select skips Processing, or for a Pending order', async () => {
    const shipped = await place('straight-to-shipped@example.com');
    expect((await admin('PATCH', `/orders/${shipped.orderId}`, { status: 'shipped' })).status).toBe(
      200,
    );
    const pending = await place('pending-first@example.com');
    expect((await admin('PATCH', `/orders/${pending.orderId}`, { status: 'pending' })).status).toBe(
      200,
    );
    expect(
      (await admin('PATCH', `/orders/${pending.orderId}`, { status: 'processing' })).status,
    ).toBe(200);
    expect(await mailTo('straight-to-shipped@example.com', 'Payment received')).toHaveLength(0);
    expect(await mailTo('pending-first@example.com', 'Payment received')).toHaveLength(0);
  });
});

describe('cancelling an order', () => {
  it('needs a reason, of a bounded length', async () => {
    const order = await place('reason@example.com');
    const blank = await cancel(order.orderId, '  ');
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain('Please give a reason for cancelling');
    const long = await cancel(order.orderId, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(
      'The reason is too long (at most 500 characters)',
    );
    expect(await statusOf(order.orderId)).toBe('pending_payment');
  });

  it('tells the customer why, records who, and frees the shop code it used for the next checkout', async () => {
    const order = await place('late@example.com', 'ONCE20');
    const code = async () =>
      (await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'ONCE20')))[0]!;
    expect((await code()).usageCount).toBe(1);

    const response = await cancel(order.orderId, 'The Faith Tee in M is sold out.');
    expect(response.status).toBe(200);
    const { order: cancelled } = (await response.json()) as {
      order: {
        status: string;
        history: { toStatus: string; changedBy: { name: string } | null }[];
      };
    };
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      toStatus: 'cancelled',
      changedBy: { name: 'Store Owner' },
    });

    const mails = await mailTo('late@example.com', 'Your CTK');
    const cancellation = mails.filter((mail) => mail.subject.endsWith('was cancelled'));
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]!.text).toContain('Reason: The Faith Tee in M is sold out.');
    // Not paid: nothing to give back.
    expect(cancellation[0]!.text).not.toContain(REFUND_FOLLOWS);

    expect((await code()).usageCount).toBe(0);
    const next = await place('next@example.com', 'ONCE20');
    expect(next.discountCents).toBeGreaterThan(0);

    // Cancelled is cancelled once.
    const again = await cancel(order.orderId, 'Twice');
    expect(again.status).toBe(409);
    expect(await mailTo('late@example.com', 'Your CTK')).toHaveLength(mails.length);
  });

  it('says the refund follows when the order was paid', async () => {
    const order = await place('refund@example.com');
    await admin('POST', `/orders/${order.orderId}/mark-paid`);
    expect((await cancel(order.orderId, 'We cannot print this design.')).status).toBe(200);
    const [mail] = (await mailTo('refund@example.com', 'Your CTK')).filter((sent) =>
      sent.subject.endsWith('was cancelled'),
    );
    expect(mail!.text).toContain('Reason: We cannot print this design.');
    expect(mail!.text).toContain(REFUND_FOLLOWS);
  });

  it('goes through Cancel Order only: the status select neither cancels nor reopens', async () => {
    const order = await place('select-cancel@example.com');
    const toCancelled = await admin('PATCH', `/orders/${order.orderId}`, { status: 'cancelled' });
    expect(toCancelled.status).toBe(409);
    expect(JSON.stringify(await toCancelled.json())).toContain(CANCEL_WITH_REASON);
    expect(await statusOf(order.orderId)).toBe('pending_payment');

    await cancel(order.orderId, 'Asked by the customer.');
    const reopen = await admin('PATCH', `/orders/${order.orderId}`, { status: 'processing' });
    expect(reopen.status).toBe(409);
    expect(JSON.stringify(await reopen.json())).toContain(CANCELLED_IS_FINAL);
    // The rest of a cancelled order can still be edited.
    const note = await admin('PATCH', `/orders/${order.orderId}`, {
      status: 'cancelled',
      trackingNumber: null,
    });
    expect(note.status).toBe(200);
  });
});

describe('deleting an order gives back the code it held', () => {
  const subscriberUsed = async (email: string) =>
    (
      await t.db
        .select({ used: emailSubscribers.discountUsed })
        .from(emailSubscribers)
        .where(eq(emailSubscribers.email, email))
    )[0]!.used;

  it("makes a subscriber's own code usable again at checkout", async () => {
    const order = await place('sub@example.com', 'SUBSAVE10');
    expect(await subscriberUsed('sub@example.com')).toBe(true);
    expect((await admin('DELETE', `/orders/${order.orderId}`)).status).toBe(204);
    expect(await subscriberUsed('sub@example.com')).toBe(false);
    const again = await place('sub@example.com', 'SUBSAVE10');
    expect(again.discountCents).toBeGreaterThan(0);
  });

  it('only once: deleting an order cancelled before does not free the code again', async () => {
    const first = await place('twice@example.com', 'TWICE10');
    await cancel(first.orderId, 'Duplicate order.');
    // Released by the cancellation, and taken again by a new order.
    await place('twice@example.com', 'TWICE10');
    expect(await subscriberUsed('twice@example.com')).toBe(true);

    expect((await admin('DELETE', `/orders/${first.orderId}`)).status).toBe(204);
    expect(await subscriberUsed('twice@example.com')).toBe(true);
    const third = await t.request('POST', '/api/orders', {
      body: guestOrder(tee, { email: 'twice@example.com', discountCode: 'TWICE10' }),
    });
    expect(third.status).toBe(400);
  });
});
