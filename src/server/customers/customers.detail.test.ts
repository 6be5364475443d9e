// One customer's page (their orders, the places they ship to, their account) and the CSV of
// the list as it is searched and sorted.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerDetailSchema,
  CustomerListFilterSchema,
} from '../../shared/customers/customer.schema';
import { user } from '../db/schema/auth';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { customersCsvStream } from './customers.export.service';

let t: TestApp;
let owner: string;
const orderNumbers: Record<string, string> = {};

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00Z`);
const keyOf = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T12:00:00Z') });
  owner = await t.signUpOwner();
  const home = { shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX' };
  orderNumbers.first = (
    await insertOrder(t.db, {
      ...home,
      customerName: 'Ruth Shopper',
      customerEmail: 'Ruth@Example.com',
      totalCents: 7498,
      status: 'delivered',
      createdAt: at(1),
    })
  ).orderNumber;
  // The same place, typed another way: still one address, as last typed.
  orderNumbers.second = (
    await insertOrder(t.db, {
      shippingAddress: '1 main  st ',
      shippingCity: 'AUSTIN',
      shippingState: 'tx',
      customerName: 'Ruth Shopper',
      customerEmail: 'ruth@example.com',
      totalCents: 5000,
      status: 'cancelled',
      createdAt: at(3),
    })
  ).orderNumber;
  orderNumbers.third = (
    await insertOrder(t.db, {
      shippingAddress: '9 Elm Rd',
      shippingCity: 'Dallas',
      shippingZip: '75201',
      customerName: 'Ruth Shopper',
      customerEmail: 'RUTH@example.com',
      totalCents: 2000,
      status: 'processing',
      createdAt: at(2),
    })
  ).orderNumber;
  await t.signUp('mary@example.com', 'Mary Magdalene');
  await t.signUp('john@confirm.test', 'John Baptist');
  for (let index = 0; index < 5; index += 1) {
    await insertOrder(t.db, { customerEmail: `batch${index}@batch.test`, createdAt: at(10) });
  }
  await insertOrder(t.db, {
    customerName: '=HYPERLINK("x")',
    customerEmail: 'hyper@example.com',
    totalCents: 123_456,
    status: 'pending',
    createdAt: at(4),
  });
});
afterAll(() => t.close());

async function customer(key: string) {
  const response = await t.request('GET', `/api/admin/customers/${key}`, { cookie: owner });
  expect(response.status, await response.clone().text()).toBe(200);
  return CustomerDetailSchema.parse(await response.json());
}

describe("a customer's page", () => {
  it("shows a guest's orders newest first, each place they ship to once, and no account", async () => {
    const detail = await customer(keyOf('ruth@example.com'));
    expect(detail.customer).toMatchObject({
      email: 'ruth@example.com',
      orderCount: 3,
      spentCents: 9498,
      account: null,
    });
    expect(detail.orders.map((order) => [order.orderNumber, order.status])).toEqual([
      [orderNumbers.second, 'cancelled'],
      [orderNumbers.third, 'processing'],
      [orderNumbers.first, 'delivered'],
    ]);
    expect(detail.addresses).toEqual([
      {
        address: '1 main  st ',
        city: 'AUSTIN',
        state: 'tx',
        zip: '78701',
        orderCount: 2,
        lastUsedAt: at(3).toISOString(),
      },
      {
        address: '9 Elm Rd',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        orderCount: 1,
        lastUsedAt: at(2).toISOString(),
      },
    ]);
  });

  it("shows an account's confirmation, before and after the address is confirmed", async () => {
    const before = await customer(keyOf('john@confirm.test'));
    expect(before.customer).toMatchObject({ name: 'John Baptist', orderCount: 0 });
    expect(before.customer.account).toEqual({
      emailConfirmed: false,
      createdAt: expect.any(String),
    });
    expect(before.orders).toEqual([]);
    expect(before.addresses).toEqual([]);
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'john@confirm.test'));
    expect((await customer(keyOf('john@confirm.test'))).customer.account?.emailConfirmed).toBe(
      true,
    );
  });

  it('answers 404 for a key no order or account has, and 400 for one that is not a key', async () => {
    const missing = await t.request('GET', `/api/admin/customers/${keyOf('nobody@example.com')}`, {
      cookie: owner,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'Customer not found. Their orders and account may have been deleted.',
      },
    });
    // The owner's own account is not a customer.
    expect(
      (
        await t.request('GET', `/api/admin/customers/${keyOf('owner@example.com')}`, {
          cookie: owner,
        })
      ).status,
    ).toBe(404);
    const bad = await t.request('GET', '/api/admin/customers/ruth@example.com', { cookie: owner });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_request', message: 'Not a valid customer id' },
    });
  });
});

/** The file's lines, after the UTF-8 byte-order mark (for Excel) and without the final line end. */
async function csvLines(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

const HEADER =
  'Name,Email,Orders,Total Spent (not cancelled),Last Order,Subscriber,Account,Email Confirmed';

describe('customers CSV', () => {
  it('writes the header and a line per customer in the sort asked for, formulas neutralised', async () => {
    const response = await t.request(
      'GET',
      '/api/admin/customers/export?sort=spent&q=example.com',
      {
        cookie: owner,
      },
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="customers-2026-11-22.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await csvLines(response)).toEqual([
      HEADER,
      `"'=HYPERLINK(""x"")",hyper@example.com,1,1234.56,"November 4, 2026",No,Guest,`,
      'Ruth Shopper,ruth@example.com,3,94.98,"November 3, 2026",No,Guest,',
      'Mary Magdalene,mary@example.com,0,0.00,,No,Account,No',
    ]);
  });

  it('follows the search', async () => {
    const response = await t.request('GET', '/api/admin/customers/export?q=MARY', {
      cookie: owner,
    });
    expect(await csvLines(response)).toEqual([
      HEADER,
      'Mary Magdalene,mary@example.com,0,0.00,,No,Account,No',
    ]);
  });

  it('reads page after page, each customer once', async () => {
    const filter = CustomerListFilterSchema.parse({ sort: 'email', q: '@batch.test' });
    const stream = customersCsvStream(t.db, filter, 2);
    const text = await new Response(stream).text();
    const emails = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(emails).toEqual([
      'batch0@batch.test',
      'batch1@batch.test',
      'batch2@batch.test',
      'batch3@batch.test',
      'batch4@batch.test',
    ]);
  });

  it('refuses a bad sort with 400', async () => {
    const response = await t.request('GET', '/api/admin/customers/export?sort=zip', {
      cookie: owner,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });
});
