// The owner's CSV export of the orders in the current filter and search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema/orders';
import { FAITH_TEE, insertOrder } from '../test/order-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const HEADER =
  'Order Number,Date,Status,Customer,Email,Address,Items,Subtotal,Discount,Discount Code,Shipping,Total,Refunded,Payment Method,Carrier,Tracking Number';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T12:00:00Z') });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

function exportCsv(query: string) {
  return t.request('GET', `/api/admin/orders/export?${query}`, { cookie: owner });
}

/** The file's lines, after the UTF-8 byte-order mark (for Excel) and without the final line end. */
async function csvLines(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

describe('orders CSV export', () => {
  it('writes one quoted line per order, items joined, formulas neutralised', async () => {
    await insertOrder(
      t.db,
      {
        createdAt: new Date('2026-11-20T12:00:00Z'),
        customerName: 'Smith, "Jo"',
        customerEmail: 'jo@csv.example',
        shippingAddress: '5 Elm St, Apt 2',
        status: 'shipped',
        subtotalCents: 12_998,
        discountCents: 1300,
        discountCode: 'SAVE10',
        discountPercentage: 10,
        shippingCents: 500,
        totalCents: 12_198,
        carrier: 'UPS',
        trackingNumber: '1Z999',
      },
      [
        FAITH_TEE,
        {
          ...FAITH_TEE,
          productName: 'Grace Hoodie',
          selectedSize: 'L',
          selectedColor: 'Navy',
          quantity: 1,
        },
      ],
    );
    await insertOrder(t.db, {
      createdAt: new Date('2026-11-21T12:00:00Z'),
      customerName: '=HYPERLINK("http://evil.example","Click")',
      customerEmail: '@evil@csv.example',
    });

    const response = await exportCsv('q=csv.example');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-11-22.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [header, evil, jo, ...rest] = await csvLines(response);
    expect(header).toBe(HEADER);
    expect(rest).toEqual([]);
    expect(jo).toMatch(
      /^CTK-\d+,"November 20, 2026",shipped,"Smith, ""Jo""",jo@csv\.example,"5 Elm St, Apt 2, Austin, TX 78701","Faith Tee \(M, Black\) x 2; Grace Hoodie \(L, Navy\) x 1",129\.98,13\.00,SAVE10,5\.00,121\.98,0\.00,cashapp,UPS,1Z999$/,
    );
    expect(evil).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",'@evil@csv.example,`);
  });

  it('follows the status filter and names the file after it', async () => {
    const shipped = await insertOrder(t.db, {
      status: 'shipped',
      customerEmail: 'filter@csv-filter.example',
    });
    await insertOrder(t.db, { status: 'pending', customerEmail: 'other@csv-filter.example' });
    const response = await exportCsv('status=shipped&q=csv-filter');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-shipped-2026-11-22.csv"',
    );
    const [, ...rows] = await csvLines(response);
    expect(rows.map((row) => row.split(',')[0])).toEqual([shipped.orderNumber]);
  });

  it('streams thousands of orders in batches, each exactly once, newest first', async () => {
    const count = 1001;
    const rows = await t.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, index) => ({
          orderNumber: `CTK-${500000 + index}`,
          paymentMethod: 'venmo' as const,
          subtotalCents: 3499,
          shippingCents: 500,
          totalCents: 3999,
          customerName: 'Bulk Buyer',
          customerEmail: 'bulk@bulk.example',
          shippingAddress: '1 Main St',
          shippingCity: 'Austin',
          shippingState: 'TX',
          shippingZip: '78701',
          createdAt: new Date(Date.UTC(2026, 9, 1) + index * 60_000),
        })),
      )
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values(rows.map((row) => ({ ...FAITH_TEE, orderId: row.id })));

    const response = await exportCsv('q=bulk.example');
    // Written as it is read: the body arrives in several pieces, not as one string.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      text += decoder.decode(part.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(2);
    // TextDecoder drops the byte-order mark.
    const [, ...lines] = text.slice(0, -2).split('\r\n');
    const numbers = lines.map((line) => line.split(',')[0]);
    expect(numbers).toEqual(
      Array.from({ length: count }, (_, index) => `CTK-${500000 + count - 1 - index}`),
    );
    expect(lines[0]).toContain(',"Faith Tee (M, Black) x 2",34.99,0.00,,5.00,39.99,0.00,venmo,,');
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await exportCsv('status=lost');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Unknown order status filter' },
    });
  });
});
