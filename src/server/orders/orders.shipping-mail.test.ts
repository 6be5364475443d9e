// Saving an order as shipped with a tracking number e-mails the customer, once per number.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrderUpdatedSchema,
  type AdminOrderUpdateInput,
} from '../../shared/orders/admin-order.schema';
import { jobs } from '../db/schema/jobs';
import { ORDER_MAIL } from './order-mails';
import { user } from '../db/schema/auth';
import { userRoles } from '../db/schema/user-roles';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T12:00:00Z') });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

async function save(id: string, body: AdminOrderUpdateInput) {
  const response = await t.request('PATCH', `/api/admin/orders/${id}`, { cookie: owner, body });
  expect(response.status, await response.clone().text()).toBe(200);
  return AdminOrderUpdatedSchema.parse(await response.json()).shippingNotificationQueued;
}

/** The mail the customer has received so far, oldest first (after the worker ran). */
async function mailTo(email: string) {
  await t.runJobs();
  return (await t.sentMail()).filter((mail) => mail.to === email).reverse();
}

describe('shipping notification', () => {
  it('is queued with the save, and sent with order number, carrier, number and link', async () => {
    const email = 'shipped@example.com';
    const order = await insertOrder(t.db, { status: 'processing', customerEmail: email });
    const queuedBefore = await t.db.select().from(jobs).where(eq(jobs.kind, ORDER_MAIL));

    expect(
      await save(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA1' }),
    ).toBe(true);
    // Queued in the database with the order (durable), sent only when the worker runs.
    const queuedAfter = await t.db.select().from(jobs).where(eq(jobs.kind, ORDER_MAIL));
    expect(queuedAfter.length).toBe(queuedBefore.length + 1);
    expect((await t.sentMail()).filter((mail) => mail.to === email)).toEqual([]);

    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your CTK order ${order.orderNumber} has shipped`);
    expect(mail!.text).toContain(order.orderNumber);
    expect(mail!.text).toContain('has shipped with UPS');
    expect(mail!.text).toContain('Tracking number: 1Z999AA1');
    expect(mail!.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA1"');
  });

  it('is not sent again for the same number, and is sent for a corrected one', async () => {
    const email = 'once@example.com';
    const order = await insertOrder(t.db, { status: 'processing', customerEmail: email });
    const shipped = { status: 'shipped', carrier: 'USPS', trackingNumber: '9400100' } as const;

    expect(await save(order.id, shipped)).toBe(true);
    expect(await save(order.id, shipped)).toBe(false);
    expect(await save(order.id, { notes: 'Customer asked about delivery' })).toBe(false);
    // Delivered, then back to shipped by mistake: the customer already knows this number.
    expect(await save(order.id, { status: 'delivered' })).toBe(false);
    expect(await save(order.id, { status: 'shipped' })).toBe(false);
    expect((await mailTo(email)).length).toBe(1);

    expect(await save(order.id, { trackingNumber: '9400200' })).toBe(true);
    const mail = await mailTo(email);
    expect(mail.length).toBe(2);
    expect(mail[1]!.text).toContain('Tracking number: 9400200');
  });

  it('is sent once, with the corrected number, when the number is corrected before it goes out', async () => {
    const email = 'corrected@example.com';
    const order = await insertOrder(t.db, { status: 'processing', customerEmail: email });

    expect(
      await save(order.id, { status: 'shipped', carrier: 'USPS', trackingNumber: '9400300' }),
    ).toBe(true);
    expect(await save(order.id, { trackingNumber: '9400301' })).toBe(true);
    const mail = await mailTo(email);
    expect(mail.length).toBe(1);
    expect(mail[0]!.text).toContain('Tracking number: 9400301');
  });

  it('waits until the order is both shipped and has a tracking number', async () => {
    const email = 'waiting@example.com';
    const order = await insertOrder(t.db, { status: 'processing', customerEmail: email });

    expect(await save(order.id, { status: 'shipped' })).toBe(false);
    expect(await save(order.id, { status: 'processing', trackingNumber: '449044' })).toBe(false);
    expect(await save(order.id, { status: 'shipped', trackingNumber: '' })).toBe(false);
    expect(await mailTo(email)).toEqual([]);

    expect(await save(order.id, { trackingNumber: '449044', carrier: 'FedEx' })).toBe(true);
    const [mail] = await mailTo(email);
    expect(mail!.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=449044"');
  });
});

// With SMTP_URL set, the same job sends the mail through a real mail server (smtp-server).
describe('shipping notification over SMTP', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let ownerCookie: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    // With SMTP the owner proves the address by an e-mailed link (tested in owner-claim.test.ts);
    // here the role is arranged directly, as the claim would leave it.
    ownerCookie = await app.signUp(OWNER_EMAIL, 'Store Owner');
    const [account] = await app.db.select().from(user).where(eq(user.email, OWNER_EMAIL));
    await app.db.insert(userRoles).values({ userId: account!.id, role: 'admin' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the shipping e-mail to the customer through the mail server', async () => {
    const order = await insertOrder(app.db, {
      status: 'processing',
      customerEmail: 'smtp-shopper@example.com',
    });
    const response = await app.request('PATCH', `/api/admin/orders/${order.id}`, {
      cookie: ownerCookie,
      body: { status: 'shipped', carrier: 'USPS', trackingNumber: '9400177' },
    });
    expect(response.status).toBe(200);

    await app.runJobs();
    // The owner's own verification link went out over SMTP too; only the customer's mail counts.
    const toCustomer = () =>
      smtp.messages.filter((mail) => mail.to.includes('smtp-shopper@example.com'));
    await expect.poll(() => toCustomer().length).toBe(1);
    const received = toCustomer();
    expect(received[0]!.subject).toContain(order.orderNumber);
    expect(received[0]!.raw).toContain('9400177');
  });
});
