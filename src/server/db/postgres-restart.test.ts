// A PostgreSQL restart or failover under a running store (issue 24): the server ends every
// connection, some of them in the middle of a transaction. The store survives it (a connection
// that dies while a transaction holds it used to raise an unhandled 'error' event, which ends
// the process: here, the test worker), answers what it could not finish with 503, keeps every
// order it acknowledged, and takes orders again by itself. The connections are killed with
// pg_terminate_backend, as a restart kills them. On PostgreSQL only (TEST_DATABASE_URL): PGlite
// runs inside the process, where nothing can restart it.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../http/errors';
import { databaseOutage, postgresAdminUrl, type DatabaseOutage } from '../test/database-outage';
import { guestOrder, placeOrder, stockStore } from '../test/place-order';
import { createTestApp, type TestApp } from '../test/test-app';
import { isDatabaseUnavailable } from './pg-errors';
import { orders } from './schema/orders';

interface LogLine {
  level: number;
  msg: string;
}
const WARN = 40;

describe.skipIf(!postgresAdminUrl)('when PostgreSQL ends the store’s connections', () => {
  let t: TestApp;
  let outage: DatabaseOutage;
  let tee: string;
  const log: LogLine[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void log.push(JSON.parse(line) as LogLine) },
    });
    tee = await stockStore(t);
    outage = await databaseOutage(t.db);
  });
  afterAll(async () => {
    await outage?.close();
    await t?.close();
  });

  const order = (name: string) => guestOrder(tee, { name });

  it('survives a transaction whose connection dies while it is open', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened = () => {};
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const transaction = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      opened();
      // Between two statements: no query of its own is waiting when the connection dies.
      await held;
      await tx.execute(sql`select 1`);
    });
    await isOpen;
    expect(await outage.killConnections()).toBeGreaterThan(0);
    await outage.waitForConnections(0);
    release();
    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);

    expect((await placeOrder(t, tee, 'After The Restart')).orderNumber).toMatch(/^CTK-\d{5,}$/);
  });

  it('answers an order whose connection dies 503, with Retry-After, and the next one 201', async () => {
    // The order's insert waits behind a lock, so the connection surely dies under it.
    const lock = await outage.lockTable('orders');
    const pending = t.request('POST', '/api/orders', { body: order('Cut Off') });
    await outage.waitForLockWaiters(1);
    await outage.killConnections([lock.pid]);
    await lock.release();

    const cut = await pending;
    expect(cut.status).toBe(503);
    expect(cut.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await cut.json()).toEqual({
      error: { code: 'unavailable', message: DATABASE_UNAVAILABLE },
    });
    expect(await t.db.select().from(orders).where(eq(orders.customerName, 'Cut Off'))).toEqual([]);

    expect((await placeOrder(t, tee, 'Next Order')).orderNumber).toMatch(/^CTK-\d{5,}$/);
    expect(log.filter((line) => line.level > WARN)).toEqual([]);
  });

  it('keeps every order it acknowledged when connections die under a burst of orders', async () => {
    const lock = await outage.lockTable('orders');
    const names = Array.from({ length: 8 }, (_, i) => `Burst ${i}`);
    const pending = names.map((name, i) =>
      t.request('POST', '/api/orders', { body: order(name), from: `192.0.2.${i + 1}` }),
    );
    await outage.waitForLockWaiters(1);
    await outage.killConnections([lock.pid]);
    await lock.release();

    const answers = await Promise.all(pending);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      String(statuses),
    ).toBe(true);
    const acknowledged = names.filter((_, i) => statuses[i] === 201);
    const saved = await t.db
      .select({ name: orders.customerName })
      .from(orders)
      .where(inArray(orders.customerName, names));
    expect(saved.map((row) => row.name).sort()).toEqual(acknowledged.sort());

    expect((await placeOrder(t, tee, 'After The Burst')).orderNumber).toMatch(/^CTK-\d{5,}$/);
    expect(log.filter((line) => line.level > WARN)).toEqual([]);
  });
});
