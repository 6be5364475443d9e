// The owner's customer list: one row per address however it was typed, accounts without
// orders, search, sorts, pages, and who may read it. The rows are seeded once and only read,
// so every figure below is exact.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerListSchema,
  type CustomerList,
  type CustomerSummary,
} from '../../shared/customers/customer.schema';
import { user } from '../db/schema/auth';
import { emailSubscribers } from '../db/schema/marketing';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
let shopper: string;

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T12:00:00Z') });
  owner = await t.signUpOwner();
  // Ruth orders as a guest three times, typing her address three ways; one order is cancelled.
  const ruth = { customerName: 'Ruth Shopper' };
  await insertOrder(t.db, {
    ...ruth,
    customerEmail: 'Ruth@Example.com',
    totalCents: 7498,
    status: 'processing',
    createdAt: at(1),
  });
  await insertOrder(t.db, {
    ...ruth,
    customerEmail: 'ruth@example.com',
    totalCents: 5000,
    status: 'cancelled',
    createdAt: at(3),
  });
  await insertOrder(t.db, {
    customerName: 'Ruth S. Shopper',
    customerEmail: 'RUTH@EXAMPLE.COM',
    totalCents: 2000,
    status: 'delivered',
    createdAt: at(5),
  });
  // Mary has an account and also ordered as a guest, under her address in capitals.
  shopper = await t.signUp('mary@example.com', 'Mary Magdalene');
  await insertOrder(t.db, {
    customerName: 'M. Magdalene',
    customerEmail: 'MARY@example.com',
    totalCents: 10_000,
    status: 'shipped',
    createdAt: at(4),
  });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'mary@example.com'));
  // John has an account and never ordered.
  await t.signUp('john@example.com', 'John Baptist');
  // Peter ordered once, a big order, and reads the newsletter; Abe left it.
  await insertOrder(t.db, {
    customerName: 'Peter Rock',
    customerEmail: 'peter_100%@example.com',
    totalCents: 50_000,
    status: 'pending_payment',
    createdAt: at(2),
  });
  await t.db.insert(emailSubscribers).values([
    { email: 'peter_100%@example.com', discountCode: 'WELCOME-PETER' },
    { email: 'abe@example.com', isActive: false },
  ]);
  await insertOrder(t.db, {
    customerName: 'Abe Buyer',
    customerEmail: 'abe@example.com',
    totalCents: 1000,
    status: 'pending',
    createdAt: at(6),
  });
});
afterAll(() => t.close());

function get(query: string, cookie: string | undefined = owner) {
  return t.request('GET', `/api/admin/customers${query ? `?${query}` : ''}`, {
    ...(cookie ? { cookie } : {}),
  });
}

async function list(query = ''): Promise<CustomerList> {
  const response = await get(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return CustomerListSchema.parse(await response.json());
}

const emails = (page: CustomerList) => page.customers.map((customer) => customer.email);
const byEmail = (page: CustomerList, email: string): CustomerSummary | undefined =>
  page.customers.find((customer) => customer.email === email);

describe('customer list (owner)', () => {
  it('groups guest orders by address whatever its case, counting only orders not cancelled', async () => {
    const page = await list();
    expect(page.customers.filter((customer) => customer.email === 'ruth@example.com')).toHaveLength(
      1,
    );
    expect(byEmail(page, 'ruth@example.com')).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Ruth S. Shopper',
      email: 'ruth@example.com',
      orderCount: 3,
      spentCents: 7498 + 2000,
      lastOrderAt: at(5).toISOString(),
      subscriber: false,
      account: null,
    });
  });

  it('puts an account and the guest orders of its address together, and lists accounts without orders', async () => {
    const page = await list();
    expect(byEmail(page, 'mary@example.com')).toMatchObject({
      name: 'Mary Magdalene',
      orderCount: 1,
      spentCents: 10_000,
      account: { emailConfirmed: true },
    });
    expect(byEmail(page, 'john@example.com')).toMatchObject({
      name: 'John Baptist',
      orderCount: 0,
      spentCents: 0,
      lastOrderAt: null,
      account: { emailConfirmed: false },
    });
    expect(byEmail(page, 'peter_100%@example.com')).toMatchObject({ subscriber: true });
    expect(byEmail(page, 'abe@example.com')).toMatchObject({ subscriber: false });
    // The owner's own account has no orders: not a customer.
    expect(emails(page)).not.toContain('owner@example.com');
    expect(page.total).toBe(5);
  });

  it('starts with the latest order first, accounts that never ordered last', async () => {
    expect(emails(await list())).toEqual([
      'abe@example.com',
      'ruth@example.com',
      'mary@example.com',
      'peter_100%@example.com',
      'john@example.com',
    ]);
  });

  it('sorts by each column, both ways, ties by address', async () => {
    expect(emails(await list('sort=name'))).toEqual([
      'abe@example.com',
      'john@example.com',
      'mary@example.com',
      'peter_100%@example.com',
      'ruth@example.com',
    ]);
    expect(emails(await list('sort=email&dir=desc'))).toEqual([
      'ruth@example.com',
      'peter_100%@example.com',
      'mary@example.com',
      'john@example.com',
      'abe@example.com',
    ]);
    expect(emails(await list('sort=orders'))).toEqual([
      'ruth@example.com',
      'abe@example.com',
      'mary@example.com',
      'peter_100%@example.com',
      'john@example.com',
    ]);
    expect(emails(await list('sort=spent'))).toEqual([
      'peter_100%@example.com',
      'mary@example.com',
      'ruth@example.com',
      'abe@example.com',
      'john@example.com',
    ]);
    expect(emails(await list('sort=spent&dir=asc'))).toEqual([
      'john@example.com',
      'abe@example.com',
      'ruth@example.com',
      'mary@example.com',
      'peter_100%@example.com',
    ]);
    expect(emails(await list('sort=last_order&dir=asc'))).toEqual([
      'peter_100%@example.com',
      'mary@example.com',
      'ruth@example.com',
      'abe@example.com',
      'john@example.com',
    ]);
  });

  it('searches names and addresses, any case, with % and _ taken as typed', async () => {
    expect(emails(await list('q=MAGDAL'))).toEqual(['mary@example.com']);
    expect(emails(await list('q=Ruth%40EXAMPLE'))).toEqual(['ruth@example.com']);
    expect(emails(await list(`q=${encodeURIComponent('_100%')}`))).toEqual([
      'peter_100%@example.com',
    ]);
    // An account's name is what is searched, not an older order's.
    expect(await list('q=M.%20Magdalene')).toEqual({ customers: [], total: 0, nextOffset: null });
  });

  it('pages by position, with the total of all pages', async () => {
    const first = await list('sort=email&limit=2');
    expect(emails(first)).toEqual(['abe@example.com', 'john@example.com']);
    expect(first).toMatchObject({ total: 5, nextOffset: 2 });
    const second = await list('sort=email&limit=2&offset=2');
    expect(emails(second)).toEqual(['mary@example.com', 'peter_100%@example.com']);
    const last = await list('sort=email&limit=2&offset=4');
    expect(emails(last)).toEqual(['ruth@example.com']);
    expect(last.nextOffset).toBeNull();
    expect(await list('limit=2&offset=10')).toEqual({ customers: [], total: 5, nextOffset: null });
  });

  it.each([
    [
      'sort=city',
      'Sort must be one of last_order, name, email, orders, spent (for example sort=spent)',
    ],
    ['dir=up', 'Direction must be asc or desc'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=500', 'Limit can be at most 100'],
    ['offset=-1', 'Offset must be 0 or more'],
    ['offset=two', 'Offset must be a number'],
    ['q=%00', 'Search contains characters that are not allowed'],
    [`q=${'a'.repeat(256)}`, 'Search must be at most 255 characters'],
  ])('refuses %s with 400 and says why', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
  });
});

describe('customer endpoints (who may read them)', () => {
  const routes = ['', '/export', '/0123456789abcdef0123456789abcdef'];

  it('refuse visitors with 401 and shoppers with 403', async () => {
    for (const route of routes) {
      const url = `/api/admin/customers${route}`;
      expect((await t.request('GET', url)).status, url).toBe(401);
      const asShopper = await t.request('GET', url, { cookie: shopper });
      expect(asShopper.status, url).toBe(403);
      expect(JSON.stringify(await asShopper.json())).not.toContain('example.com');
    }
  });

  it('keep the answers out of caches', async () => {
    expect((await get('')).headers.get('cache-control')).toBe('private, no-store');
  });
});
