// Checkout cannot be used to mail-bomb someone (docs/decisions/049): orders made out to one
// address, from any client, mail it at most five times an hour; later ones are saved all the
// same, and the owner still hears of each. A name only greets when it is plainly a name.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrder } from '../../shared/orders/checkout.schema';
import { jobs } from '../db/schema/jobs';
import { orders } from '../db/schema/orders';
import { RATE_LIMITS } from '../http/rate-limits';
import { guestOrder, stockStore } from '../test/place-order';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';
import { PAYMENT_REMINDER } from './payment-deadline';

let t: TestApp;
let tee: string;
beforeAll(async () => {
  t = await createTestApp();
  tee = await stockStore(t);
});
afterAll(() => t.close());

const order = (email: string, name?: string) => guestOrder(tee, { email, name });

interface Placed {
  orderId: string;
  orderNumber: string;
}

async function place(body: CreateOrder, from: string): Promise<Placed> {
  const response = await t.request('POST', '/api/orders', { body, from });
  expect(response.status).toBe(201);
  return (await response.json()) as Placed;
}

async function mailTo(address: string) {
  await t.runJobs();
  return (await t.sentMail()).filter((mail) => mail.to === address);
}

describe('order mails to one address', () => {
  it('saves an hour’s sixth order to the address, but mails it nothing', async () => {
    const allowance = RATE_LIMITS.orderMailPerRecipient.limit;
    const spellings = ['victim@example.com', 'Victim@Example.com', 'VICTIM@EXAMPLE.COM'];
    const placed: Placed[] = [];
    for (let i = 0; i <= allowance; i++) {
      // Two clients take turns; the address is written in three ways.
      const from = i % 2 === 0 ? '203.0.113.1' : '203.0.113.2';
      placed.push(await place(order(spellings[i % spellings.length]!), from));
    }
    const saved = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerEmail, 'victim@example.com'));
    expect(saved).toHaveLength(allowance + 1);

    const mails = await mailTo('victim@example.com');
    expect(mails).toHaveLength(allowance);
    const last = placed.at(-1)!;
    expect(mails.some((mail) => mail.subject.includes(last.orderNumber))).toBe(false);
    // No payment reminder will go to the address for it either.
    const reminders = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.kind, PAYMENT_REMINDER), sql`${jobs.payload}->>'orderId' = ${last.orderId}`),
      );
    expect(reminders).toEqual([]);
    // The owner hears of every order.
    const notices = (await mailTo(OWNER_EMAIL)).filter((mail) =>
      placed.some((made) => mail.subject.startsWith(`New order ${made.orderNumber}`)),
    );
    expect(notices).toHaveLength(allowance + 1);
  });

  it('counts one mailbox however its +tags vary: the sixth order is saved, and mails nobody', async () => {
    const allowance = RATE_LIMITS.orderMailPerRecipient.limit;
    // One mailbox written as a new address each time; the sixth is target+6@example.com.
    const address = (i: number) =>
      (i % 2 === 0 ? `target+${i + 1}` : `Target+${i + 1}`) + '@Example.com';
    const placed: Placed[] = [];
    for (let i = 0; i <= allowance; i++) {
      placed.push(await place(order(address(i)), `192.0.2.${50 + i}`));
    }

    await t.runJobs();
    const mails = (await t.sentMail()).filter((mail) => mail.to.startsWith('target+'));
    expect(mails).toHaveLength(allowance);
    const sixth = placed.at(-1)!;
    expect(mails.some((mail) => mail.subject.includes(sixth.orderNumber))).toBe(false);
    expect(mails.map((mail) => mail.to)).not.toContain(`target+${allowance + 1}@example.com`);
  });

  it('records "I’ve Sent the Payment" past the cap, without another mail', async () => {
    const allowance = RATE_LIMITS.paymentSentPerRecipient.limit;
    const payer = 'payer@example.com';
    const placed: Placed[] = [];
    for (let i = 0; i <= allowance; i++) placed.push(await place(order(payer), '198.51.100.7'));
    for (const [i, made] of placed.entries()) {
      const sent = await t.request('POST', `/api/orders/${made.orderId}/payment-sent`, {
        body: { email: i % 2 === 0 ? payer : 'Payer@Example.com' },
        from: `198.51.100.${10 + i}`,
      });
      expect(sent.status).toBe(200);
    }
    const confirmations = (await mailTo(payer)).filter(
      (mail) => !/awaiting payment/.test(mail.subject),
    );
    expect(confirmations).toHaveLength(allowance);
  });
});

describe('names in mails', () => {
  const PHISH = 'Your account is suspended – verify at http://evil.example';

  it('greet by a plain name only: link-like text a stranger typed never reaches the mail', async () => {
    const made = await place(order('greeted@example.com', PHISH), '192.0.2.40');
    const [mail] = await mailTo('greeted@example.com');
    for (const body of [mail!.html, mail!.text, mail!.subject]) {
      expect(body).not.toContain('evil');
      expect(body).not.toContain('suspended');
    }
    expect(mail!.html).not.toMatch(/<a[^>]*evil/);
    expect(mail!.text).toContain('Thank you for your order!');
    const notice = (await mailTo(OWNER_EMAIL)).find((owner) =>
      owner.subject.startsWith(`New order ${made.orderNumber}`),
    )!;
    expect(notice.html).not.toContain('evil');
    expect(notice.text).not.toContain('evil');

    // A person's plain name, in any script, greets them as typed.
    await place(order('maria@example.com', '  María   O’Brien-Núñez '), '192.0.2.41');
    const [greeting] = await mailTo('maria@example.com');
    expect(greeting!.text).toContain('Thank you for your order, María O’Brien-Núñez!');
  });
});
