// The owner's order list: filters, search, pages, and what each row shows. The orders
// are seeded once and only read, so every count below is exact.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderListSchema, type AdminOrderList } from '../../shared/orders/admin-order.schema';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
/** Order numbers by name, newest first in `newestFirst`. */
const numbers: Record<string, string> = {};
let newestFirst: string[];

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T12:00:00Z') });
  owner = await t.signUpOwner();
  const seed = async (name: string, values: Parameters<typeof insertOrder>[1]) => {
    numbers[name] = (await insertOrder(t.db, values)).orderNumber;
  };
  const someoneElse = { customerName: 'Abe Buyer', customerEmail: 'abe@example.com' };
  await seed('ruthOld', { createdAt: at(1), status: 'pending_payment' });
  await seed('mary', {
    createdAt: at(2),
    status: 'processing',
    customerName: 'Mary Magdalene',
    customerEmail: 'mary@example.com',
    paymentMethod: 'zelle',
    totalCents: 12_345,
  });
  await seed('john', {
    createdAt: at(3),
    status: 'shipped',
    customerName: 'John Baptist',
    customerEmail: 'john@example.com',
  });
  await seed('ruthNew', { createdAt: at(4), status: 'pending_payment' });
  await seed('peter', {
    createdAt: at(5),
    status: 'delivered',
    customerName: 'Peter Rock',
    customerEmail: 'peter_100%@example.com',
  });
  // Two orders in the same instant: the id decides their order, and no page repeats or skips one.
  await seed('twinA', { createdAt: at(6), status: 'pending', ...someoneElse });
  await seed('twinB', { createdAt: at(6), status: 'cancelled', ...someoneElse });
  // Three orders within one millisecond: a page boundary between them must not lose any.
  for (const [name, micros] of [
    ['microA', '000100'],
    ['microB', '000200'],
    ['microC', '000300'],
  ] as const) {
    await seed(name, {
      createdAt: sql`${`2026-11-07T12:00:00.${micros}Z`}::timestamptz` as unknown as Date,
      status: 'pending',
      ...someoneElse,
    });
  }
  const all = await list('');
  newestFirst = all.orders.map((order) => order.orderNumber);
});
afterAll(() => t.close());

async function get(query: string) {
  return t.request('GET', `/api/admin/orders${query ? `?${query}` : ''}`, { cookie: owner });
}

async function list(query: string): Promise<AdminOrderList> {
  const response = await get(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return AdminOrderListSchema.parse(await response.json());
}

const orderNumbers = (page: AdminOrderList) => page.orders.map((order) => order.orderNumber);

describe('order list (owner)', () => {
  it('lists every order newest first, with what each row shows and the total', async () => {
    const page = await list('');
    expect(page.total).toBe(10);
    expect(page.nextCursor).toBeNull();
    expect(orderNumbers(page).slice(0, 3)).toEqual([
      numbers.microC,
      numbers.microB,
      numbers.microA,
    ]);
    expect(orderNumbers(page).slice(-5)).toEqual([
      numbers.peter,
      numbers.ruthNew,
      numbers.john,
      numbers.mary,
      numbers.ruthOld,
    ]);
    const mary = page.orders.find((order) => order.orderNumber === numbers.mary);
    expect(mary).toEqual({
      id: expect.any(String),
      orderNumber: numbers.mary,
      createdAt: '2026-11-02T12:00:00.000Z',
      customerName: 'Mary Magdalene',
      customerEmail: 'mary@example.com',
      totalCents: 12_345,
      refundedCents: 0,
      status: 'processing',
      paymentMethod: 'zelle',
    });
  });

  it('pages through the list without repeating or skipping an order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: AdminOrderList = await list(query);
      expect(page.total).toBe(10);
      expect(page.orders.length).toBeLessThanOrEqual(2);
      seen.push(...orderNumbers(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBe(5);
    expect(seen).toEqual(newestFirst);
  });

  it('filters by status; "all" includes orders awaiting payment', async () => {
    const shipped = await list('status=shipped');
    expect(orderNumbers(shipped)).toEqual([numbers.john]);
    expect(shipped.total).toBe(1);
    expect((await list('status=pending')).total).toBe(4);
    expect(orderNumbers(await list('status=cancelled'))).toEqual([numbers.twinB]);
    expect(orderNumbers(await list('status=delivered'))).toEqual([numbers.peter]);
    expect(orderNumbers(await list('status=processing'))).toEqual([numbers.mary]);
    expect((await list('status=all')).total).toBe(10);
  });

  it('shows orders awaiting payment oldest first, paged the same way', async () => {
    const awaiting = await list('status=pending_payment');
    expect(orderNumbers(awaiting)).toEqual([numbers.ruthOld, numbers.ruthNew]);
    expect(awaiting.total).toBe(2);
    const first = await list('status=pending_payment&limit=1');
    expect(orderNumbers(first)).toEqual([numbers.ruthOld]);
    const second = await list(
      `status=pending_payment&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(orderNumbers(second)).toEqual([numbers.ruthNew]);
    expect(second.nextCursor).toBeNull();
  });

  it('searches order number, name and e-mail in any case, within the filter', async () => {
    expect(orderNumbers(await list('q=RUTH'))).toEqual([numbers.ruthNew, numbers.ruthOld]);
    expect(orderNumbers(await list(`q=${numbers.john!.toLowerCase()}`))).toEqual([numbers.john]);
    expect(orderNumbers(await list('q=Mary%40Example'))).toEqual([numbers.mary]);
    expect(orderNumbers(await list('q=magdal'))).toEqual([numbers.mary]);
    // % and _ are letters to search for, not wildcards.
    expect(orderNumbers(await list('q=%25'))).toEqual([numbers.peter]);
    expect(orderNumbers(await list('q=_100'))).toEqual([numbers.peter]);
    const shippedRuth = await list('status=shipped&q=ruth');
    expect(shippedRuth).toEqual({ orders: [], total: 0, nextCursor: null });
    expect((await list('q=%20%20')).total).toBe(10);
  });

  it('refuses a filter, limit or position it does not know with 400', async () => {
    const cases: [string, string][] = [
      ['status=paid', 'Unknown order status filter'],
      ['status=PENDING', 'Unknown order status filter'],
      ['limit=0', 'Limit must be at least 1'],
      ['limit=101', 'Limit can be at most 100'],
      ['limit=abc', 'Limit must be a number'],
      ['limit=2.5', 'Limit must be a whole number'],
      ['cursor=abc', 'The list position is not valid. Please reload the orders.'],
      [
        'cursor=2026-02-31T12:00:00.000000Z_00000000-0000-4000-8000-000000000000',
        'The list position is not valid. Please reload the orders.',
      ],
      [`q=${'x'.repeat(101)}`, 'Search is too long'],
      ['status=all&status=shipped', 'Unknown order status filter'],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({
        error: { code: 'invalid_request', message },
      });
    }
  });
});
