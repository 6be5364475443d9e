// The discount check's limit is meant for guessing (docs/decisions/049): the storefront's own
// checks of a shopper's code (the reminder on every page, checkout's Apply) never reach it, from
// however many tabs behind one address; wrong codes still do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscribeResultSchema } from '../../shared/marketing/newsletter.schema';
import { RATE_LIMITS, TOO_MANY_REQUESTS } from '../http/rate-limits';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  const subscribed = await t.request('POST', '/api/newsletter/subscribe', {
    body: { email: 'reminded@example.com' },
  });
  code = SubscribeResultSchema.parse(await subscribed.json()).discountCode!;
});
afterAll(() => t.close());

const check = (value: string, from: string) =>
  t.request('POST', '/api/discounts/validate', { body: { code: value }, from });

describe('discount code checks', () => {
  it('never refuses a usable code, however often one address checks it; refuses guessing', async () => {
    const allowance = RATE_LIMITS.discountPerClient.limit;
    for (let i = 0; i < allowance * 3; i++) {
      const answer = await check(code, '203.0.113.30');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ valid: true, discount_percentage: 10 });
    }

    const guesser = '203.0.113.31';
    for (let i = 0; i < allowance; i++) {
      expect(await (await check(`GUESS-${i}`, guesser)).json()).toMatchObject({ valid: false });
    }
    const refused = await check('GUESS-X', guesser);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: TOO_MANY_REQUESTS },
    });
    // A right code too: otherwise the refusal would tell a right guess from a wrong one.
    expect((await check(code, guesser)).status).toBe(429);
    expect((await check(code, '203.0.113.32')).status).toBe(200);
  });
});
