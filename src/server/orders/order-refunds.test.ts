// Refunds, recorded (issue 26 item 3, docs/decisions/064): the owner records what they sent back
// by hand; the amount is bounded by what was paid less what was refunded, the customer gets one
// e-mail per refund (through the mail server), and revenue and total spent net refunds out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderSchema, AdminOrderListSchema } from '../../shared/orders/admin-order.schema';
import { OrderSchema } from '../../shared/orders/order.schema';
import {
  fullyRefunded,
  notRefundable,
  REFUND_NOT_POSITIVE,
  refundOverRemainder,
  refundStatus,
} from '../../shared/orders/refunds';
import { DashboardSchema } from '../../shared/site/dashboard.schema';
import { CustomerListSchema } from '../../shared/customers/customer.schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { user } from '../db/schema/auth';
import { orderRefunds } from '../db/schema/order-activity';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orders } from '../db/schema/orders';
import { userRoles } from '../db/schema/user-roles';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = '2026-11-22';

let smtp: SmtpTestServer;
let t: TestApp;
let owner: string;
let shopper: string;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ clock: () => NOW, env: { SMTP_URL: smtp.url } });
  // With SMTP the owner proves the address by an e-mailed link (owner-claim.test.ts); here the
  // role is arranged directly, as the claim would leave it.
  owner = await t.signUp(OWNER_EMAIL, 'Store Owner');
  const [account] = await t.db.select().from(user).where(eq(user.email, OWNER_EMAIL));
  await t.db.insert(userRoles).values({ userId: account!.id, role: 'admin' });
  shopper = await t.signUp('shopper@example.com');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A paid order (processing) of $74.98 placed today, for `email`. */
const paidOrder = (email: string, values: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(t.db, { status: 'processing', customerEmail: email, createdAt: NOW, ...values });

const refund = (id: string, body: unknown, cookie: string | null = owner) =>
  t.request('POST', `/api/admin/orders/${id}/refunds`, { ...(cookie ? { cookie } : {}), body });

async function recorded(id: string, amountCents: number, note = '') {
  const response = await refund(id, { amountCents, note });
  expect(response.status, await response.clone().text()).toBe(201);
  return AdminOrderSchema.parse(((await response.json()) as { order: unknown }).order);
}

async function refused(id: string, body: unknown, status: number) {
  const response = await refund(id, body);
  expect(response.status).toBe(status);
  return ((await response.json()) as { error: { message: string } }).error.message;
}

const refundedCents = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.refundedCents;

async function dashboard() {
  const response = await t.request('GET', '/api/admin/dashboard', { cookie: owner });
  expect(response.status).toBe(200);
  const data = DashboardSchema.parse(await response.json());
  return {
    revenue: data.revenueCents,
    today: data.revenueByDay.find((day) => day.date === TODAY)!.revenueCents,
  };
}

/** The mail the customer's server received, oldest first, once the worker ran. */
async function mailTo(email: string, count: number) {
  await t.runJobs();
  const received = () => smtp.messages.filter((mail) => mail.to.includes(email));
  await expect.poll(() => received().length).toBe(count);
  return received();
}

describe('recording a refund', () => {
  it('takes partial refunds up to what was paid, and refuses anything over what is left', async () => {
    const order = await paidOrder('partial@example.com');
    expect(await refused(order.id, { amountCents: 7499 }, 409)).toBe(
      refundOverRemainder(7499, 7498),
    );

    const partly = await recorded(order.id, 2000, 'Sent $20 back on Cash App');
    expect(partly.refundedCents).toBe(2000);
    expect(partly.refundableCents).toBe(5498);
    expect(partly.refunds).toEqual([
      expect.objectContaining({
        amountCents: 2000,
        note: 'Sent $20 back on Cash App',
        createdBy: expect.objectContaining({ email: OWNER_EMAIL }),
      }),
    ]);
    expect(refundStatus(partly)?.text).toBe('Partially refunded $20.00');

    // The remainder after a partial refund is the bound now.
    expect(await refused(order.id, { amountCents: 5499 }, 409)).toBe(
      'A refund of $54.99 is more than the $54.98 left to refund on this order.',
    );
    const whole = await recorded(order.id, 5498);
    expect(whole.refundedCents).toBe(7498);
    expect(whole.refundableCents).toBe(0);
    expect(whole.refunds).toHaveLength(2);
    expect(refundStatus(whole)?.text).toBe('Refunded $74.98');

    expect(await refused(order.id, { amountCents: 1 }, 409)).toBe(fullyRefunded(order.orderNumber));
    expect(await refundedCents(order.id)).toBe(7498);
  });

  it('refuses zero, negative, fractional and missing amounts and a long note with 400', async () => {
    const order = await paidOrder('bad-amounts@example.com');
    expect(await refused(order.id, { amountCents: 0 }, 400)).toContain(REFUND_NOT_POSITIVE);
    expect(await refused(order.id, { amountCents: -500 }, 400)).toContain(REFUND_NOT_POSITIVE);
    expect(await refused(order.id, { amountCents: 12.5 }, 400)).toContain('whole number of cents');
    expect(await refused(order.id, { note: 'no amount' }, 400)).toContain('amount');
    expect(await refused(order.id, { amountCents: 100, note: 'x'.repeat(501) }, 400)).toContain(
      'at most 500',
    );
    expect(await refundedCents(order.id)).toBe(0);
  });

  it('never lets two refunds recorded at once add up to more than was paid', async () => {
    const order = await paidOrder('concurrent@example.com');
    const answers = await Promise.all([
      refund(order.id, { amountCents: 5000 }),
      refund(order.id, { amountCents: 5000 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await refundedCents(order.id)).toBe(5000);
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((row) => row.amountCents)).toEqual([5000]);
  });

  it('is only for orders that were paid: cancelled after payment yes, never paid no', async () => {
    const awaiting = await insertOrder(t.db, { customerEmail: 'unpaid@example.com' });
    expect(await refused(awaiting.id, { amountCents: 100 }, 409)).toBe(
      notRefundable(awaiting.orderNumber),
    );
    const cancelledUnpaid = await insertOrder(t.db, {
      status: 'cancelled',
      customerEmail: 'unpaid@example.com',
    });
    await t.db.insert(orderStatusHistory).values({
      orderId: cancelledUnpaid.id,
      fromStatus: 'pending_payment',
      toStatus: 'cancelled',
    });
    expect(await refused(cancelledUnpaid.id, { amountCents: 100 }, 409)).toBe(
      notRefundable(cancelledUnpaid.orderNumber),
    );

    const cancelledPaid = await insertOrder(t.db, {
      status: 'cancelled',
      customerEmail: 'cancelled-paid@example.com',
    });
    await t.db.insert(orderStatusHistory).values([
      { orderId: cancelledPaid.id, fromStatus: 'pending_payment', toStatus: 'processing' },
      { orderId: cancelledPaid.id, fromStatus: 'processing', toStatus: 'cancelled' },
    ]);
    expect((await recorded(cancelledPaid.id, 7498)).refundedCents).toBe(7498);

    const missing = await refund('00000000-0000-4000-8000-000000000000', { amountCents: 100 });
    expect(missing.status).toBe(404);
  });

  it('refuses visitors (401) and shoppers (403), recording nothing', async () => {
    const order = await paidOrder('guarded@example.com');
    expect((await refund(order.id, { amountCents: 100 }, null)).status).toBe(401);
    expect((await refund(order.id, { amountCents: 100 }, shopper)).status).toBe(403);
    expect(await refundedCents(order.id)).toBe(0);
  });
});

describe('what a refund changes', () => {
  it('e-mails the customer once per refund, naming its amount, through the mail server', async () => {
    const email = 'refund-mail@example.com';
    const order = await paidOrder(email);
    await recorded(order.id, 1250);
    await recorded(order.id, 3000);

    const mails = await mailTo(email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Your CTK order ${order.orderNumber}: refund of $12.50`,
      `Your CTK order ${order.orderNumber}: refund of $30.00`,
    ]);
    for (const mail of mails) {
      expect(mail.raw).toContain(order.orderNumber);
      expect(mail.raw).toContain(mail.subject.endsWith('$12.50') ? '$12.50' : '$30.00');
    }
    // A refused refund sends nothing.
    await refused(order.id, { amountCents: 9999 }, 409);
    expect(await mailTo(email, 2)).toHaveLength(2);
  });

  it('shows Refunded or Partially refunded in the list, and to the shopper tracking the order', async () => {
    const email = 'label@example.com';
    const order = await paidOrder(email);
    await recorded(order.id, 1000);

    const list = await t.request('GET', `/api/admin/orders?q=${order.orderNumber}`, {
      cookie: owner,
    });
    const [row] = AdminOrderListSchema.parse(await list.json()).orders;
    expect(refundStatus(row!)?.label).toBe('Partially refunded');

    const track = async () => {
      const response = await t.request('POST', '/api/orders/track', {
        body: { orderNumber: order.orderNumber, email },
      });
      expect(response.status).toBe(200);
      return OrderSchema.parse(((await response.json()) as { order: unknown }).order);
    };
    expect(refundStatus(await track())?.text).toBe('Partially refunded $10.00');
    await recorded(order.id, 6498);
    expect(refundStatus(await track())?.text).toBe('Refunded $74.98');
  });

  it("nets refunds out of the dashboard's revenue, today's bar included", async () => {
    const before = await dashboard();
    const order = await paidOrder('revenue@example.com');
    const paid = await dashboard();
    expect(paid.revenue - before.revenue).toBe(7498);
    expect(paid.today - before.today).toBe(7498);

    await recorded(order.id, 2498);
    const after = await dashboard();
    expect(after.revenue - before.revenue).toBe(5000);
    expect(after.today - before.today).toBe(5000);
  });

  it("nets refunds out of the customer's total spent", async () => {
    const email = 'spender@example.com';
    const first = await paidOrder(email);
    await paidOrder(email);
    await recorded(first.id, 1498);

    const response = await t.request('GET', `/api/admin/customers?q=${email}`, { cookie: owner });
    const page = CustomerListSchema.parse(await response.json());
    const customer = page.customers.find((row) => row.email === email);
    expect(customer?.spentCents).toBe(7498 * 2 - 1498);
  });

  it('adds a Refunded column to the orders CSV', async () => {
    const order = await paidOrder('csv-refund@example.com');
    await recorded(order.id, 1234);
    const response = await t.request('GET', `/api/admin/orders/export?q=${order.orderNumber}`, {
      cookie: owner,
    });
    const [header, line] = (await response.text()).trim().split(/\r?\n/);
    expect(header).toContain('Total,Refunded,');
    // Total, then what was refunded of it.
    expect(line).toContain(',74.98,12.34,');
  });
});
