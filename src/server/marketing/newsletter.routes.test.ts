import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscribeResultSchema } from '../../shared/marketing/newsletter.schema';
import { emailSubscribers } from '../db/schema/marketing';
import { RATE_LIMITS } from '../http/rate-limits';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function subscribe(email: string, phone: string | null = null) {
  const response = await t.request('POST', '/api/newsletter/subscribe', { body: { email, phone } });
  return { status: response.status, body: await response.json() };
}

describe('newsletter sign-up', () => {
  it('subscribes an address (stored lower-cased) and e-mails its own 10% code with one-click unsubscribe', async () => {
    const { status, body } = await subscribe('  Ruth@Example.com ', '');
    expect(status).toBe(200);
    const result = SubscribeResultSchema.parse(body);
    expect(result).toMatchObject({ success: true });
    expect(result.discountCode).toMatch(/^WELCOME-[A-Z2-9]{6}$/);

    const [row] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'ruth@example.com'));
    expect(row).toMatchObject({
      isActive: true,
      phone: null,
      discountCode: result.discountCode,
      discountUsed: false,
    });

    await t.runJobs();
    const [mail] = await t.sentMail();
    expect(mail?.to).toBe('ruth@example.com');
    expect(mail?.text).toContain(result.discountCode);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?email=ruth%40example.com&token=[\w-]+>$/,
    );
  });

  it('answers an active subscriber with "You\'re already subscribed!" and no code', async () => {
    const first = SubscribeResultSchema.parse((await subscribe('naomi@example.com')).body);
    expect(first.discountCode).toBeTruthy();
    // Anyone can type anyone's address: the single-use code is not handed out again here.
    const again = await subscribe('NAOMI@example.com');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: false,
      message: "You're already subscribed!",
      discountCode: null,
    });
  });

  it('refuses a bad address with the spec message', async () => {
    for (const email of ['', 'no-at-sign', 'a@']) {
      const { status, body } = await subscribe(email);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: { code: 'invalid_request', message: 'Please enter a valid email address' },
      });
    }
  });
});

describe('unsubscribe', () => {
  it('sends a browser that opens the header link to the unsubscribe page', async () => {
    const response = await t.request(
      'GET',
      '/api/newsletter/unsubscribe?email=a%40example.com&token=abc',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/unsubscribe?email=a%40example.com&token=abc');
  });

  async function unsubscribeLink(email: string) {
    await subscribe(email);
    await t.runJobs();
    // Its own welcome mail: an earlier test's may go out in the same batch of jobs.
    const mail = (await t.sentMail()).find((sent) => sent.to === email);
    return new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
  }

  it('works with the signed link from the e-mail (one-click POST)', async () => {
    const link = await unsubscribeLink('esther@example.com');
    const response = await t.app.request(link.pathname + link.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'esther@example.com'));
    expect(row?.isActive).toBe(false);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('works from the page (JSON) and refuses a token made for another address', async () => {
    const link = await unsubscribeLink('deborah@example.com');
    const token = link.searchParams.get('token')!;
    const wrong = await t.request('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'other@example.com', token },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'invalid_request', message: 'Invalid unsubscribe link' },
    });
    const missing = await t.request('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'deborah@example.com' },
    });
    expect(missing.status).toBe(400);

    const right = await t.request('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'deborah@example.com', token },
    });
    expect(right.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'deborah@example.com'));
    expect(row?.isActive).toBe(false);
  });

  // Mail providers post one-click unsubscribes for many subscribers from a few addresses.
  it('never refuses a valid link, however many come from one address; limits invalid ones', async () => {
    const link = await unsubscribeLink('miriam@example.com');
    const token = link.searchParams.get('token')!;
    const post = (body: { email: string; token: string }) =>
      t.request('POST', '/api/newsletter/unsubscribe', { body, from: '192.0.2.99' });
    const allowance = RATE_LIMITS.unsubscribePerClient.limit;
    for (let i = 0; i < allowance + 5; i++) {
      expect((await post({ email: 'miriam@example.com', token })).status).toBe(200);
    }
    for (let i = 0; i < allowance; i++) {
      expect((await post({ email: 'miriam@example.com', token: `forged-${i}` })).status).toBe(400);
    }
    const refused = await post({ email: 'miriam@example.com', token: 'forged' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ email: 'miriam@example.com', token })).status).toBe(200);
  });

  it('welcomes a returning subscriber back with the same code', async () => {
    const link = await unsubscribeLink('hannah@example.com');
    const [before] = await t.db
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, 'hannah@example.com'));
    await t.app.request(link.pathname + link.search, { method: 'POST' });
    const again = SubscribeResultSchema.parse((await subscribe('hannah@example.com')).body);
    expect(again).toMatchObject({ success: true, discountCode: before!.discountCode });
  });
});
