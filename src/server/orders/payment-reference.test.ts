// "I've Sent the Payment" with the shopper's optional reference (issue 26, items 7 and 8): it is
// saved with the time they pressed, shown back to them, and read by the owner in the
// awaiting-payment list and the order's detail.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_REFERENCE_MAX,
  PAYMENT_REFERENCE_TOO_LONG,
} from '../../shared/orders/checkout.schema';
import { AdminOrderListSchema, AdminOrderSchema } from '../../shared/orders/admin-order.schema';
import { OrderSchema } from '../../shared/orders/order.schema';
import { NOW, order, place, setUpCheckoutStore, t } from '../test/checkout-store';

setUpCheckoutStore();

let owner: string;
beforeAll(async () => {
  owner = await t.signUpOwner();
});

async function placed(email = 'ruth@example.com', cookie?: string) {
  const { status, body } = await place(order({ shipping: { ...order().shipping, email } }), cookie);
  expect(status).toBe(201);
  return { id: body.orderId as string, orderNumber: body.orderNumber as string };
}

const paymentSent = (id: string, body: unknown) =>
  t.request('POST', `/api/orders/${id}/payment-sent`, { body });

async function tracked(orderNumber: string, email: string) {
  const response = await t.request('POST', '/api/orders/track', { body: { orderNumber, email } });
  expect(response.status).toBe(200);
  return OrderSchema.parse(((await response.json()) as { order: unknown }).order);
}

/** The owner's awaiting-payment view, searched for one order. */
async function awaitingRow(orderNumber: string) {
  const response = await t.request(
    'GET',
    `/api/admin/orders?status=pending_payment&q=${orderNumber}`,
    { cookie: owner },
  );
  expect(response.status).toBe(200);
  const { orders } = AdminOrderListSchema.parse(await response.json());
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

async function adminDetail(id: string) {
  const response = await t.request('GET', `/api/admin/orders/${id}`, { cookie: owner });
  expect(response.status).toBe(200);
  return AdminOrderSchema.parse(((await response.json()) as { order: unknown }).order);
}

describe('"I\'ve Sent the Payment" with a reference', () => {
  it('without one: records when, and the owner sees it was sent with no reference', async () => {
    const { id, orderNumber } = await placed('noref@example.com');
    expect(await awaitingRow(orderNumber)).toMatchObject({
      paymentMethod: 'cashapp',
      paymentSentAt: null,
      paymentReference: null,
    });

    const response = await paymentSent(id, { email: 'noref@example.com' });
    expect(response.status).toBe(200);

    const sent = { paymentSentAt: NOW.toISOString(), paymentReference: null };
    expect(await tracked(orderNumber, 'noref@example.com')).toMatchObject(sent);
    expect(await awaitingRow(orderNumber)).toMatchObject(sent);
    expect(await adminDetail(id)).toMatchObject(sent);
  });

  it('with one: saves it trimmed; the guest, the signed-in shopper and the owner read it', async () => {
    const cookie = await t.signUp('member-ref@example.com');
    const { id, orderNumber } = await placed('member-ref@example.com', cookie);

    const response = await paymentSent(id, {
      email: 'member-ref@example.com',
      reference: '  $RuthS, Nov 22  ',
    });
    expect(response.status).toBe(200);

    const sent = { paymentSentAt: NOW.toISOString(), paymentReference: '$RuthS, Nov 22' };
    expect(await tracked(orderNumber, 'member-ref@example.com')).toMatchObject(sent);
    const own = await t.request('GET', `/api/orders/${id}`, { cookie });
    expect(OrderSchema.parse(((await own.json()) as { order: unknown }).order)).toMatchObject(sent);
    expect(await awaitingRow(orderNumber)).toMatchObject(sent);
    expect(await adminDetail(id)).toMatchObject(sent);
  });

  it('a blank reference is none', async () => {
    const { id, orderNumber } = await placed('blank-ref@example.com');
    const response = await paymentSent(id, { email: 'blank-ref@example.com', reference: '   ' });
    expect(response.status).toBe(200);
    expect(await awaitingRow(orderNumber)).toMatchObject({ paymentReference: null });
  });

  it('refuses a reference that is too long with 400 and its message, and records nothing', async () => {
    const { id, orderNumber } = await placed('long-ref@example.com');
    const response = await paymentSent(id, {
      email: 'long-ref@example.com',
      reference: 'x'.repeat(PAYMENT_REFERENCE_MAX + 1),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: PAYMENT_REFERENCE_TOO_LONG },
    });
    expect(await awaitingRow(orderNumber)).toMatchObject({
      paymentSentAt: null,
      paymentReference: null,
    });

    const atTheLimit = await paymentSent(id, {
      email: 'long-ref@example.com',
      reference: 'x'.repeat(PAYMENT_REFERENCE_MAX),
    });
    expect(atTheLimit.status).toBe(200);
  });

  it('refuses a reference that is not text with 400', async () => {
    const { id } = await placed('odd-ref@example.com');
    const response = await paymentSent(id, { email: 'odd-ref@example.com', reference: 42 });
    expect(response.status).toBe(400);
  });

  it('a second press adds the reference forgotten the first time, with one e-mail in all', async () => {
    const { id, orderNumber } = await placed('second@example.com');
    await t.runJobs();
    const mailsTo = async () =>
      (await t.sentMail()).filter((mail) => mail.to === 'second@example.com').length;
    const before = await mailsTo();

    expect((await paymentSent(id, { email: 'second@example.com' })).status).toBe(200);
    expect(
      (await paymentSent(id, { email: 'second@example.com', reference: '0xabc123' })).status,
    ).toBe(200);
    // A press without one keeps it.
    expect((await paymentSent(id, { email: 'second@example.com' })).status).toBe(200);

    expect(await awaitingRow(orderNumber)).toMatchObject({
      paymentSentAt: NOW.toISOString(),
      paymentReference: '0xabc123',
    });
    await t.runJobs();
    expect(await mailsTo()).toBe(before + 1);
  });

  it('keeps the reference the owner matched the payment by, once the order is paid', async () => {
    const { id } = await placed('matched@example.com');
    const email = 'matched@example.com';
    expect((await paymentSent(id, { email, reference: 'Ruth B.' })).status).toBe(200);
    const paid = await t.request('POST', `/api/admin/orders/${id}/mark-paid`, { cookie: owner });
    expect(paid.status).toBe(200);

    expect((await paymentSent(id, { email, reference: 'someone else' })).status).toBe(200);
    expect((await adminDetail(id)).paymentReference).toBe('Ruth B.');
  });
});
