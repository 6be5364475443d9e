// An order's mails are written when the worker sends them, from the committed order
// (docs/decisions/058): what the order said, whatever changed in the catalogue and the settings
// meanwhile; a deleted order's mails fail for good with a reason the owner reads in the outbox;
// and mail queued already rendered, as versions before 058 queued it, still goes out. A real
// SMTP server receives them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboxPageSchema } from '../../shared/site/mail-outbox.schema';
import { user } from '../db/schema/auth';
import { collections } from '../db/schema/collections';
import { jobs } from '../db/schema/jobs';
import { siteSettings } from '../db/schema/settings';
import { userRoles } from '../db/schema/user-roles';
import { enqueueMail } from '../platform/jobs';
import type { ReceivedMail } from '../../test-support/smtp-test-server';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { elapse, HOUR_MS } from '../test/job-queue';
import { placeOrder, stockStore } from '../test/place-order';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';
import { ORDER_GONE } from './order-mails';

let smtp: SmtpTestServer;
let t: TestApp;
let owner: string;
let tee: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  // With SMTP the owner proves the address by an e-mailed link (owner-claim.test.ts); here the
  // role is arranged directly, as the claim would leave it.
  owner = await t.signUp(OWNER_EMAIL, 'Store Owner');
  const [account] = await t.db.select().from(user).where(eq(user.email, OWNER_EMAIL));
  await t.db.insert(userRoles).values({ userId: account!.id, role: 'admin' });
  tee = await stockStore(t);
  await t.db.insert(collections).values({ name: 'Tees' });
  await t.runJobs();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.clear();
  await t.db.delete(jobs);
});

/** The message's body as the recipient reads it: quoted-printable undone (both parts). */
function readBody(mail: ReceivedMail): string {
  return mail.body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function adminRequest(method: string, path: string, body?: unknown) {
  const response = await t.request(method, path, { cookie: owner, body });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

async function outbox() {
  const response = await adminRequest('GET', '/api/admin/mail/outbox');
  return OutboxPageSchema.parse(await response.json()).mail;
}

describe('an order’s mails', () => {
  it('say what the order said, though the product and the payment handle changed before they went out', async () => {
    const order = await placeOrder(t, tee, 'Ruth Shopper', 2);
    // Before the worker runs: the tee renamed and repriced, the Cash App handle changed.
    await adminRequest('PUT', `/api/admin/products/${tee}`, {
      name: 'Grace Hoodie',
      priceCents: 5000,
      description: 'Heavyweight fleece.',
      collections: ['Tees'],
      sizes: ['S', 'M', 'L', 'XL'],
      colors: ['Black'],
      inStock: true,
      images: [],
    });
    await t.db
      .update(siteSettings)
      .set({ settingValue: { cashapp: { enabled: true, handle: '$NewHandle' } } })
      .where(eq(siteSettings.settingKey, 'payment_methods'));

    await t.runJobs();
    const to = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
    expect(to('guest@example.com').map((mail) => mail.subject)).toEqual([
      `Your CTK order ${order.orderNumber}: awaiting payment`,
    ]);
    expect(to(OWNER_EMAIL).map((mail) => mail.subject)).toEqual([
      `New order ${order.orderNumber}: $74.98`,
    ]);
    const shopper = readBody(to('guest@example.com')[0]!);
    const notice = readBody(to(OWNER_EMAIL)[0]!);
    for (const body of [shopper, notice]) {
      expect(body).toContain('Faith Tee (M, Black) x 2');
      expect(body).toContain('$69.98');
      expect(body).not.toContain('Grace Hoodie');
      expect(body).not.toContain('$100.00');
    }
    expect(shopper).toContain('Thank you for your order, Ruth Shopper!');
    expect(shopper).toContain('$CTKApparel');
    expect(shopper).not.toContain('$NewHandle');
    expect(notice).toContain('Ruth Shopper (guest@example.com) ordered for');
  });

  it('fail for good when the order was deleted before they went out, and say why in the outbox', async () => {
    const order = await placeOrder(t, tee, 'Ruth Shopper');
    await adminRequest('DELETE', `/api/admin/orders/${order.orderId}`);

    await t.runJobs();
    expect(smtp.messages).toEqual([]);
    const failed = await outbox();
    expect(failed.map((mail) => mail.to).sort()).toEqual(['guest@example.com', OWNER_EMAIL]);
    for (const mail of failed) {
      expect(mail).toMatchObject({ state: 'failed', attempts: 1, lastError: ORDER_GONE });
      expect(mail.subject).toContain(order.orderNumber);
    }
    // Not retried: three days on, nothing is tried again.
    await elapse(t.db, 73 * HOUR_MS);
    await t.runJobs();
    expect(smtp.messages).toEqual([]);
    expect((await outbox()).map((mail) => mail.attempts)).toEqual([1, 1]);
  });
});

describe('mail queued already rendered (mail.send)', () => {
  it('is sent as it was queued', async () => {
    await enqueueMail(t.db, {
      to: 'queued-before@example.com',
      subject: 'Your CTK order CTK-500001: awaiting payment',
      html: '<p>Send <strong>$39.99</strong> to $CTKApparel</p>',
      text: 'Send $39.99 to $CTKApparel',
    });
    await t.runJobs();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({
      to: ['queued-before@example.com'],
      subject: 'Your CTK order CTK-500001: awaiting payment',
    });
    expect(readBody(smtp.messages[0]!)).toContain('Send $39.99 to $CTKApparel');
    expect(await outbox()).toEqual([]);
  });
});
