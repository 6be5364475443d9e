// A mail server that is down for days (docs/decisions/044): mail is retried for 72 hours, shown
// to the owner in the outbox and on the dashboard while it waits, delivered once the server is
// back, given up after 72 hours and sent on the owner's Retry. A real SMTP server that the test
// stops and starts; time moves by moving the job rows' times into the past (job-queue.ts
// `elapse`), as the worker reads the database's clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DashboardSchema } from '../../shared/site/dashboard.schema';
import { OutboxPageSchema, OutboxRetriedSchema } from '../../shared/site/mail-outbox.schema';
import { user } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';
import { userRoles } from '../db/schema/user-roles';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { elapse, HOUR_MS } from '../test/job-queue';
import { placeOrder, stockStore } from '../test/place-order';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let smtp: SmtpTestServer;
let t: TestApp;
let owner: string;
let contacts = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  // With SMTP the owner proves the address by an e-mailed link (owner-claim.test.ts); here the
  // role is arranged directly, as the claim would leave it.
  owner = await t.signUp(OWNER_EMAIL, 'Store Owner');
  const [account] = await t.db.select().from(user).where(eq(user.email, OWNER_EMAIL));
  await t.db.insert(userRoles).values({ userId: account!.id, role: 'admin' });
  await t.runJobs();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await smtp.start();
  smtp.rejectNext(0);
  smtp.clear();
  await t.db.delete(jobs);
});

/** A contact-form message: one mail to the owner, with this subject. */
async function contactMail(): Promise<string> {
  contacts++;
  const name = `Visitor ${contacts}`;
  const response = await t.request('POST', '/api/contact', {
    body: { name, email: `visitor${contacts}@example.com`, message: 'Is the hoodie back?' },
    from: `10.9.0.${contacts}`,
  });
  expect(response.status).toBe(201);
  return `Contact form: ${name}`;
}

async function outbox() {
  const response = await t.request('GET', '/api/admin/mail/outbox', { cookie: owner });
  expect(response.status).toBe(200);
  return OutboxPageSchema.parse(await response.json());
}

async function dashboardOutbox() {
  const response = await t.request('GET', '/api/admin/dashboard', { cookie: owner });
  expect(response.status).toBe(200);
  return DashboardSchema.parse(await response.json()).mailOutbox;
}

/** Runs the due jobs (hours go by in steps) until `count` messages arrived; a bounded loop. */
async function deliver(count: number) {
  for (let round = 0; round < 20 && smtp.messages.length < count; round++) {
    await elapse(t.db, 1_000);
    await t.runJobs();
  }
  return smtp.messages.map((message) => message.subject);
}

describe('an SMTP outage', () => {
  it('retries an order’s mails past 8 failures and 71 hours, shows them, and delivers them once back', async () => {
    const tee = await stockStore(t);
    await smtp.stop();
    const order = await placeOrder(t, tee, 'Ruth Shopper');
    await t.runJobs();
    // Nine more failures, an hour apart: more than the 8 attempts mail used to get.
    for (let hour = 0; hour < 9; hour++) {
      await elapse(t.db, HOUR_MS);
      await t.runJobs();
    }
    // Past the halfway reminder first, then on to 71 hours: due in one batch, the reminder and
    // the expiry would run side by side, and on PostgreSQL the expiry may cancel the order first.
    await elapse(t.db, 20 * HOUR_MS);
    await t.runJobs();
    await elapse(t.db, 42 * HOUR_MS);
    await t.runJobs();

    // 71 hours after it was queued: both still waiting, neither given up. The unpaid order's
    // reminder and cancellation, queued meanwhile, wait too.
    const waiting = await outbox();
    expect(waiting.counts).toEqual({ delayed: 4, failed: 0 });
    const orderMails = waiting.mail.filter((mail) => mail.attempts === 12);
    expect(orderMails.map((mail) => mail.to).sort()).toEqual(['guest@example.com', OWNER_EMAIL]);
    for (const mail of orderMails) {
      expect(mail.subject).toContain(order.orderNumber);
      expect(mail.state).toBe('delayed');
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
      const queued = new Date(mail.queuedAt).getTime();
      expect(new Date(mail.retryUntil).getTime() - queued).toBe(72 * HOUR_MS);
      expect(new Date(mail.nextTryAt!).getTime()).toBeGreaterThan(queued + 71 * HOUR_MS);
    }
    expect(await dashboardOutbox()).toEqual({ delayed: 4, failed: 0 });

    await smtp.start();
    await elapse(t.db, HOUR_MS);
    await t.runJobs();
    const subjects = waiting.mail.map((mail) => mail.subject).sort();
    expect(smtp.messages.map((message) => message.subject).sort()).toEqual(subjects);
    await elapse(t.db, HOUR_MS);
    expect(await t.runJobs()).toBe(0);
    expect(smtp.messages).toHaveLength(4);
    expect((await outbox()).mail).toEqual([]);
    expect(await dashboardOutbox()).toEqual({ delayed: 0, failed: 0 });
  });

  it('gives a mail up only after 72 hours, then the owner’s Retry sends it', async () => {
    await smtp.stop();
    const subject = await contactMail();
    await t.runJobs();
    await elapse(t.db, 71 * HOUR_MS + 59 * 60 * 1000);
    await t.runJobs();
    expect((await outbox()).counts).toEqual({ delayed: 1, failed: 0 });

    await elapse(t.db, 2 * 60 * 1000);
    await t.runJobs();
    const [failed] = (await outbox()).mail;
    expect(failed).toMatchObject({ state: 'failed', subject, to: OWNER_EMAIL, nextTryAt: null });
    expect(await dashboardOutbox()).toEqual({ delayed: 0, failed: 1 });
    await elapse(t.db, 24 * HOUR_MS);
    expect(await t.runJobs()).toBe(0);

    await smtp.start();
    const retry = await t.request('POST', `/api/admin/mail/outbox/${failed!.id}/retry`, {
      cookie: owner,
    });
    expect(retry.status).toBe(200);
    expect(OutboxRetriedSchema.parse(await retry.json())).toEqual({ retried: 1 });
    expect(await deliver(1)).toEqual([subject]);
    expect((await outbox()).mail).toEqual([]);
    expect(await dashboardOutbox()).toEqual({ delayed: 0, failed: 0 });
  });

  it('Retry all sends every delayed and failed mail, once each', async () => {
    await smtp.stop();
    const given = [await contactMail(), await contactMail()];
    await t.runJobs();
    await elapse(t.db, 73 * HOUR_MS);
    await t.runJobs();
    const delayed = await contactMail();
    await t.runJobs();
    expect((await outbox()).counts).toEqual({ delayed: 1, failed: 2 });

    await smtp.start();
    const response = await t.request('POST', '/api/admin/mail/outbox/retry', { cookie: owner });
    expect(response.status).toBe(200);
    expect(OutboxRetriedSchema.parse(await response.json())).toEqual({ retried: 3 });
    expect((await deliver(3)).sort()).toEqual([...given, delayed].sort());
    await elapse(t.db, HOUR_MS);
    await t.runJobs();
    expect(smtp.messages).toHaveLength(3);
    expect((await outbox()).counts).toEqual({ delayed: 0, failed: 0 });
  });
});

describe('a mail the mail server refuses for good', () => {
  it('fails at once, shows the answer, and can be discarded', async () => {
    smtp.rejectNext(1, 550);
    const subject = await contactMail();
    await t.runJobs();

    const [failed] = (await outbox()).mail;
    expect(failed).toMatchObject({ state: 'failed', subject, attempts: 1 });
    expect(failed!.lastError).toMatch(/550 Mailbox unavailable/);

    const path = `/api/admin/mail/outbox/${failed!.id}`;
    expect((await t.request('DELETE', path, { cookie: owner })).status).toBe(204);
    expect((await outbox()).mail).toEqual([]);
    expect((await t.request('DELETE', path, { cookie: owner })).status).toBe(404);
    expect((await t.request('POST', `${path}/retry`, { cookie: owner })).status).toBe(404);
    await elapse(t.db, 73 * HOUR_MS);
    expect(await t.runJobs()).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('fails at once for an address refused for good, and retries one whose mailbox is full', async () => {
    smtp.refuseRecipient('gone@example.com', 550);
    smtp.refuseRecipient('full@example.com', 452);
    onTestFinished(() => {
      smtp.refuseRecipient('gone@example.com', null);
      smtp.refuseRecipient('full@example.com', null);
    });
    for (const [i, email] of ['gone@example.com', 'full@example.com'].entries()) {
      const response = await t.request('POST', '/api/newsletter/subscribe', {
        body: { email },
        from: `10.8.0.${i + 1}`,
      });
      expect(response.ok).toBe(true);
    }
    await t.runJobs();
    const byRecipient = Object.fromEntries((await outbox()).mail.map((mail) => [mail.to, mail]));
    expect(byRecipient['gone@example.com']).toMatchObject({ state: 'failed', attempts: 1 });
    expect(byRecipient['gone@example.com']!.lastError).toMatch(/550 Mailbox unavailable/);
    expect(byRecipient['full@example.com']).toMatchObject({ state: 'delayed', attempts: 1 });
    expect(byRecipient['full@example.com']!.lastError).toMatch(/452 Mailbox full/);
  });

  it('answers 400 for an id that is not one, and 404 for a delayed mail to discard', async () => {
    smtp.rejectNext(1);
    await contactMail();
    await t.runJobs();
    const [delayed] = (await outbox()).mail;
    expect(delayed!.state).toBe('delayed');
    const discard = await t.request('DELETE', `/api/admin/mail/outbox/${delayed!.id}`, {
      cookie: owner,
    });
    expect(discard.status).toBe(404);
    expect(
      (await t.request('POST', '/api/admin/mail/outbox/nope/retry', { cookie: owner })).status,
    ).toBe(400);
    expect(
      (await t.request('GET', '/api/admin/mail/outbox?cursor=nope', { cookie: owner })).status,
    ).toBe(400);
  });
});
