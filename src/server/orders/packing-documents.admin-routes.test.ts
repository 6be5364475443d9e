// Packing slips and invoices (issue 26, item 4): the PDFs the owner prints, read back with
// pdf-lib's parser. Every test works on orders it creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_ORDERS, tooManyOrders } from '../../shared/orders/packing-documents';
import { FAITH_TEE, insertOrder } from '../test/order-fixtures';
import { readPdf } from '../test/pdf-text';
import { settingsForm } from '../test/store-settings-form';
import { createTestApp, type TestApp } from '../test/test-app';
import { ADMIN_ORDER_NOT_FOUND } from './orders.admin-routes';
import { ordersNotFound } from './packing-documents.admin-routes';

const NOW = new Date('2026-11-22T12:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let owner: string;
let shopper: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await t.signUpOwner();
  shopper = await t.signUp('shopper@example.com');
  const saved = await t.request('PUT', '/api/admin/settings', {
    cookie: owner,
    body: settingsForm({ profile: { storeName: 'Grace Threads' } }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | undefined = owner) =>
  t.request('GET', `/api/admin${url}`, cookie ? { cookie } : {});

async function pdfOf(url: string) {
  const response = await get(url);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return { response, pdf: await readPdf(new Uint8Array(await response.arrayBuffer())) };
}

const discounted = {
  discountCode: 'SAVE10',
  discountPercentage: 10,
  subtotalCents: 6998,
  discountCents: 700,
  shippingCents: 0,
  totalCents: 6298,
  paymentMethod: 'zelle' as const,
};

describe('one order', () => {
  it('packing slip: store name, order number, items with sizes and colors, ship-to, no prices', async () => {
    const order = await insertOrder(t.db, discounted, [
      FAITH_TEE,
      {
        ...FAITH_TEE,
        productName: 'Grace Hoodie',
        selectedSize: 'XL',
        selectedColor: 'Navy',
        quantity: 1,
        priceCents: 6000,
      },
    ]);
    const { response, pdf } = await pdfOf(`/orders/${order.id}/packing-slip.pdf`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    expect(pdf.pageCount).toBe(1);
    for (const text of [
      'Grace Threads',
      'PACKING SLIP',
      order.orderNumber,
      'Faith Tee',
      'Grace Hoodie',
      'XL',
      'Navy',
      'Black',
      'Ruth Shopper',
      '1 Main St',
      'Austin, TX 78701',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('$');
    expect(pdf.text).not.toContain('Zelle');
  });

  it('invoice: prices, discount, shipping, total and the payment method as the screens say it', async () => {
    const order = await insertOrder(t.db, discounted);
    const { response, pdf } = await pdfOf(`/orders/${order.id}/invoice.pdf`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    expect(pdf.title).toBe('Invoice · Grace Threads');
    for (const text of [
      'INVOICE',
      order.orderNumber,
      'ruth@example.com',
      '$34.99',
      '$69.98',
      'Discount (SAVE10, 10%)',
      '-$7.00',
      'Free',
      '$62.98',
      'Payment method: Zelle',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('writes names the font cannot (emoji, other scripts) without failing', async () => {
    const order = await insertOrder(t.db, { customerName: 'Zoë Dvořák 🌸 李' }, [
      { ...FAITH_TEE, productName: 'Faith Tee ✝️', selectedColor: 'Crème' },
    ]);
    for (const kind of ['packing-slip', 'invoice']) {
      const { pdf } = await pdfOf(`/orders/${order.id}/${kind}.pdf`);
      expect(pdf.text).toContain('Zoë Dvorák ? ?');
      expect(pdf.text).toContain('Faith Tee ?');
      expect(pdf.text).toContain('Crème');
    }
  });

  it('runs an order with many items onto more pages, each saying which page of the order it is', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      ...FAITH_TEE,
      productName: `Tee ${String(index).padStart(2, '0')}`,
    }));
    const order = await insertOrder(t.db, {}, items);
    const { pdf } = await pdfOf(`/orders/${order.id}/invoice.pdf`);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.pages[0]).toContain(`Page 1 of ${pdf.pageCount}`);
    expect(pdf.pages[1]).toContain('(continued)');
    expect(pdf.text).toContain('Tee 59');
    expect(pdf.pages.at(-1)).toContain('Total');
  });

  it('answers 404 for an order that does not exist, and 400 for an id that is not one', async () => {
    const missing = await get(`/orders/${MISSING}/packing-slip.pdf`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: ADMIN_ORDER_NOT_FOUND } });
    expect((await get('/orders/not-an-id/invoice.pdf')).status).toBe(400);
  });
});

describe('several orders', () => {
  it('puts each order on its own page, in the order chosen', async () => {
    const first = await insertOrder(t.db, { customerName: 'First Customer' });
    const second = await insertOrder(t.db, { customerName: 'Second Customer' });
    const { response, pdf } = await pdfOf(`/orders/packing-slips.pdf?ids=${second.id},${first.id}`);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="packing-slips-2026-11-22.pdf"',
    );
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toContain(second.orderNumber);
    expect(pdf.pages[0]).toContain('Second Customer');
    expect(pdf.pages[1]).toContain(first.orderNumber);
    expect(pdf.text).not.toContain('$');

    const invoices = await pdfOf(`/orders/invoices.pdf?ids=${first.id},${second.id}`);
    expect(invoices.pdf.pages[0]).toContain('$74.98');
    expect(invoices.pdf.pages[1]).toContain(second.orderNumber);
  });

  it(`refuses more than ${MAX_DOCUMENT_ORDERS} orders, none, and unknown ones`, async () => {
    const ids = Array.from({ length: MAX_DOCUMENT_ORDERS + 1 }, () => crypto.randomUUID());
    const tooMany = await get(`/orders/packing-slips.pdf?ids=${ids.join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: { message: tooManyOrders(MAX_DOCUMENT_ORDERS + 1) },
    });
    expect((await get('/orders/invoices.pdf?ids=')).status).toBe(400);
    expect((await get('/orders/invoices.pdf')).status).toBe(400);

    const order = await insertOrder(t.db);
    const unknown = await get(`/orders/invoices.pdf?ids=${order.id},${MISSING}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: ordersNotFound(1) } });
  });

  it('renders a hundred orders', async () => {
    const orders = [];
    for (let index = 0; index < MAX_DOCUMENT_ORDERS; index++) orders.push(await insertOrder(t.db));
    const { pdf } = await pdfOf(
      `/orders/invoices.pdf?ids=${orders.map((order) => order.id).join(',')}`,
    );
    expect(pdf.pageCount).toBe(MAX_DOCUMENT_ORDERS);
  });
});

describe('who may print', () => {
  it('refuses visitors (401) and shoppers (403)', async () => {
    const order = await insertOrder(t.db);
    for (const url of [
      `/orders/${order.id}/packing-slip.pdf`,
      `/orders/${order.id}/invoice.pdf`,
      `/orders/packing-slips.pdf?ids=${order.id}`,
      `/orders/invoices.pdf?ids=${order.id}`,
    ]) {
      expect((await t.request('GET', `/api/admin${url}`)).status, url).toBe(401);
      expect((await get(url, shopper)).status, url).toBe(403);
    }
  });
});
