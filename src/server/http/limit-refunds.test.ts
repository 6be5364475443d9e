// A limit counts what a client did, never what the server failed to do (http/rate-limits.ts):
// a request answered with a 5xx gives back the hits it took, and an order that was refused or
// not saved gives back its recipient's order mail (docs/decisions/049).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../db/schema/marketing';
import { databaseOutage, postgresAdminUrl, type DatabaseOutage } from '../test/database-outage';
import { guestOrder, stockStore } from '../test/place-order';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { RATE_LIMITS } from './rate-limits';

let t: TestApp;
let tee: string;
beforeAll(async () => {
  t = await createTestApp();
  tee = await stockStore(t);
});
afterAll(() => t?.close());

const contact = (from: string) =>
  t.request('POST', '/api/contact', {
    body: { name: 'Lydia', email: 'lydia@example.com', message: 'Hello there!' },
    from,
  });

const order = (email: string, from: string, discountCode: string | null = null) =>
  t.request('POST', '/api/orders', { body: guestOrder(tee, { email, discountCode }), from });

async function mailsTo(address: string) {
  await t.runJobs();
  return (await t.sentMail()).filter((mail) => mail.to === address);
}

/** Makes every insert into `table` fail, as a full disk or a broken constraint would. */
async function failInserts(table: 'contact_messages' | 'orders') {
  await t.db.execute(
    sql.raw(`create or replace function fail_for_the_test() returns trigger language plpgsql
      as $$ begin raise exception 'the test refuses this row'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger fail_for_the_test before insert on ${table}
      for each row execute function fail_for_the_test()`),
  );
  return () => t.db.execute(sql.raw(`drop trigger fail_for_the_test on ${table}`));
}

describe('a request the server fails', () => {
  it('leaves the client its whole allowance', async () => {
    const allowance = RATE_LIMITS.contactPerClient.limit;
    const restore = await failInserts('contact_messages');
    for (let i = 0; i < allowance + 2; i++) {
      expect((await contact('203.0.113.60')).status).toBe(500);
    }
    await restore();
    for (let i = 0; i < allowance; i++) expect((await contact('203.0.113.60')).status).toBe(201);
    expect((await contact('203.0.113.60')).status).toBe(429);
  });

  it('costs the recipient no order mail when the order is not saved', async () => {
    const allowance = RATE_LIMITS.orderMailPerRecipient.limit;
    const restore = await failInserts('orders');
    for (let i = 0; i <= allowance; i++) {
      expect((await order('unsaved@example.com', '203.0.113.61')).status).toBe(500);
    }
    await restore();
    for (let i = 0; i < allowance; i++) {
      expect((await order('unsaved@example.com', '203.0.113.61')).status).toBe(201);
    }
    expect(await mailsTo('unsaved@example.com')).toHaveLength(allowance);
  });
});

describe.skipIf(!postgresAdminUrl)('while PostgreSQL cannot be reached', () => {
  let outage: DatabaseOutage;
  beforeAll(async () => {
    outage = await databaseOutage(t.db);
  });
  afterAll(() => outage?.close());

  it('a refused order gives its recipient’s mail back', async () => {
    const allowance = RATE_LIMITS.orderMailPerRecipient.limit;
    await t.db.insert(discountCodes).values({ code: 'ONCE', isActive: true, maxUses: 1 });
    // The order is priced (the code usable, the mail counted), then waits to be saved while
    // the code's last use goes to someone else: it is refused for its code.
    const lock = await outage.lockTable('orders');
    const refused = order('refused@example.com', '203.0.113.62', 'ONCE');
    await outage.waitForLockWaiters(1);
    await t.db.update(discountCodes).set({ usageCount: 1 });
    await lock.release();
    expect((await refused).status).toBe(409);

    for (let i = 0; i < allowance; i++) {
      expect((await order('refused@example.com', '203.0.113.62')).status).toBe(201);
    }
    expect(await mailsTo('refused@example.com')).toHaveLength(allowance);
  });

  it('answers 503 without using up the limits, and the right password gets in afterwards', async () => {
    const shopper = 'outage-shopper@example.com';
    await t.signUp(shopper);
    const signIn = (password: string) =>
      t.request('POST', '/api/auth/sign-in/email', {
        body: { email: shopper, password },
        from: '203.0.113.63',
      });
    await outage.block();
    const tries = RATE_LIMITS.signInFailuresPerAccountAndClient.limit + 2;
    for (let i = 0; i < tries; i++) {
      expect((await signIn(TEST_PASSWORD)).status).toBe(503);
      expect((await contact('203.0.113.63')).status).toBe(503);
    }
    await outage.allow();
    await expect
      .poll(async () => (await t.request('GET', '/api/health')).status, { timeout: 10_000 })
      .toBe(200);

    expect((await signIn(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < RATE_LIMITS.contactPerClient.limit; i++) {
      expect((await contact('203.0.113.63')).status).toBe(201);
    }
  });
});
