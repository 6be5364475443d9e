// Abuse limits on the public writes: each answers 429 with Retry-After and a readable message
// once one client address has used its allowance, while another address goes on.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscribers } from '../db/schema/marketing';
import { guestOrder, stockStore } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';
import { RATE_LIMITS, TOO_MANY_REQUESTS } from './rate-limits';

let t: TestApp;
let tee: string;
beforeAll(async () => {
  // Behind a proxy: the last X-Forwarded-For entry is the client's address.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  tee = await stockStore(t);
});
afterAll(() => t.close());

function post(url: string, body: unknown, address: string) {
  return t.request('POST', url, { body, headers: { 'x-forwarded-for': `10.1.2.3, ${address}` } });
}

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(await response.json()).toEqual({
    error: { code: 'rate_limited', message: TOO_MANY_REQUESTS },
  });
}

/** `allowance` requests from one address pass, the next is refused, another address passes. */
async function checkLimit(
  allowance: number,
  send: (i: number, address: string) => Promise<Response>,
  passed: number,
  prefix: string,
) {
  for (let i = 0; i < allowance; i++) {
    expect((await send(i, `${prefix}.1`)).status).toBe(passed);
  }
  await expectLimited(await send(allowance, `${prefix}.1`));
  expect((await send(allowance + 1, `${prefix}.2`)).status).toBe(passed);
}

describe('public writes are limited per client address', () => {
  it('newsletter sign-up', async () => {
    await checkLimit(
      RATE_LIMITS.subscribePerClient.limit,
      (i, address) => post('/api/newsletter/subscribe', { email: `s${i}@example.com` }, address),
      200,
      '203.0.113',
    );
  });

  it('contact messages', async () => {
    const message = { name: 'Lydia', email: 'lydia@example.com', message: 'Hello there!' };
    await checkLimit(
      RATE_LIMITS.contactPerClient.limit,
      (_i, address) => post('/api/contact', message, address),
      201,
      '198.51.100',
    );
  });

  it('order creation', async () => {
    await checkLimit(
      RATE_LIMITS.orderPerClient.limit,
      (i, address) =>
        post('/api/orders', guestOrder(tee, { email: `buyer${i}@example.com` }), address),
      201,
      '192.0.2',
    );
  });

  it('"I\'ve Sent the Payment"', async () => {
    await checkLimit(
      RATE_LIMITS.paymentSentPerClient.limit,
      (i, address) =>
        post(`/api/orders/${randomUUID()}/payment-sent`, { email: `p${i}@example.com` }, address),
      404,
      '203.0.114',
    );
  });

  it('discount code checks', async () => {
    await checkLimit(
      RATE_LIMITS.discountPerClient.limit,
      (i, address) => post('/api/discounts/validate', { code: `GUESS${i}` }, address),
      200,
      '198.51.101',
    );
  });
});

// Order mails per recipient: orders/order-mail-cap.test.ts.
describe('mail to one recipient is limited, whichever address asks', () => {
  it('sends one welcome e-mail per address ever, also to a returning subscriber', async () => {
    await post('/api/newsletter/subscribe', { email: 'once@example.com' }, '192.0.5.1');
    await t.db
      .update(emailSubscribers)
      .set({ isActive: false, unsubscribedAt: new Date() })
      .where(eq(emailSubscribers.email, 'once@example.com'));
    const again = await post(
      '/api/newsletter/subscribe',
      { email: 'once@example.com' },
      '192.0.5.2',
    );
    expect(again.status).toBe(200);
    await t.runJobs();
    const mails = (await t.sentMail()).filter((mail) => mail.to === 'once@example.com');
    expect(mails).toHaveLength(1);
  });
});
