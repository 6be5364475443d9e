// The owner's order detail dialog: edit, Mark as Paid, delete (admin §2 Orders, §4, §7).
// Every test works on orders it creates.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOrderSchema,
  AdminOrderUpdatedSchema,
  type AdminOrderUpdateInput,
} from '../../shared/orders/admin-order.schema';
import { DashboardSchema } from '../../shared/site/dashboard.schema';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orderItems, orders } from '../db/schema/orders';
import { insertOrder } from '../test/order-fixtures';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

async function save(id: string, body: AdminOrderUpdateInput) {
  const response = await admin('PATCH', `/orders/${id}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return AdminOrderUpdatedSchema.parse(await response.json());
}

const savedRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

const ownerChange = { id: expect.any(String), name: 'Store Owner', email: OWNER_EMAIL };

describe('order detail', () => {
  it('shows items, saved totals, payment, shipping, tracking, notes and history', async () => {
    const order = await insertOrder(
      t.db,
      {
        discountCode: 'SAVE10',
        discountPercentage: 10,
        subtotalCents: 6998,
        discountCents: 700,
        shippingCents: 500,
        totalCents: 6798,
        notes: 'Gift wrap',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
      [
        {
          productName: 'Grace Hoodie',
          productImage: null,
          selectedSize: 'L',
          selectedColor: 'Navy',
          quantity: 1,
          priceCents: 6000,
        },
      ],
    );
    const response = await admin('GET', `/orders/${order.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { order: detail } = (await response.json()) as { order: unknown };
    expect(AdminOrderSchema.parse(detail)).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'pending_payment',
      paymentMethod: 'cashapp',
      subtotalCents: 6998,
      discountCents: 700,
      discountCode: 'SAVE10',
      discountPercentage: 10,
      shippingCents: 500,
      totalCents: 6798,
      customerName: 'Ruth Shopper',
      customerEmail: 'ruth@example.com',
      shippingAddress: '1 Main St',
      shippingCity: 'Austin',
      shippingState: 'TX',
      shippingZip: '78701',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      carrier: 'UPS',
      createdAt: order.createdAt.toISOString(),
      paymentDueAt: null,
      notes: 'Gift wrap',
      shippingNotifiedTracking: null,
      history: [],
      items: [
        {
          id: expect.any(String),
          productId: null,
          productName: 'Grace Hoodie',
          productImage: null,
          selectedSize: 'L',
          selectedColor: 'Navy',
          quantity: 1,
          priceCents: 6000,
        },
      ],
    });
  });

  it('answers 404 for a missing order and 400 for a malformed id', async () => {
    const missing = await admin('GET', `/orders/${MISSING}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'Order not found. It may have been deleted.' },
    });
    const malformed = await admin('GET', '/orders/123');
    expect(malformed.status).toBe(400);
  });
});

describe('saving the detail dialog', () => {
  it('saves status, carrier, tracking, address and notes, and records who changed the status', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const { order: saved, shippingNotificationQueued } = await save(order.id, {
      status: 'delivered',
      carrier: 'FedEx',
      trackingNumber: ' 449044304137821 ',
      trackingUrl: 'https://example.com/track/449044304137821',
      shippingAddress: '2 Oak Ave',
      shippingCity: 'Dallas',
      shippingState: 'TX',
      shippingZip: '75201-1234',
      notes: 'Left at the door',
    });
    expect(shippingNotificationQueued).toBe(false);
    expect(saved).toMatchObject({
      status: 'delivered',
      carrier: 'FedEx',
      trackingNumber: '449044304137821',
      trackingUrl: 'https://example.com/track/449044304137821',
      shippingAddress: '2 Oak Ave',
      shippingCity: 'Dallas',
      shippingState: 'TX',
      shippingZip: '75201-1234',
      notes: 'Left at the door',
      history: [
        {
          id: expect.any(Number),
          fromStatus: 'processing',
          toStatus: 'delivered',
          changedAt: NOW.toISOString(),
          changedBy: ownerChange,
        },
      ],
    });
    expect(await savedRow(order.id)).toMatchObject({ status: 'delivered', updatedAt: NOW });
    // The detail reads back what was saved.
    const detail = await admin('GET', `/orders/${order.id}`);
    expect(AdminOrderSchema.parse(((await detail.json()) as { order: unknown }).order)).toEqual(
      saved,
    );
  });

  it('saves empty tracking fields and notes as null, and "none" as no carrier', async () => {
    const order = await insertOrder(t.db, {
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      notes: 'Call first',
    });
    await save(order.id, { carrier: null, trackingNumber: '', trackingUrl: '  ', notes: '' });
    expect(await savedRow(order.id)).toMatchObject({
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      notes: null,
    });
  });

  it('adds a history row per status change, none when the status stays', async () => {
    const order = await insertOrder(t.db, { status: 'pending_payment' });
    await save(order.id, { status: 'pending' });
    await save(order.id, { status: 'pending', notes: 'no change of status' });
    const { order: saved } = await save(order.id, { status: 'pending_payment' });
    expect(saved.history.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['pending_payment', 'pending'],
      ['pending', 'pending_payment'],
    ]);
  });

  it("fills in the carrier's tracking link when the URL is left empty", async () => {
    const order = await insertOrder(t.db);
    const { order: built } = await save(order.id, {
      carrier: 'USPS',
      trackingNumber: '9400111899223197428490',
      trackingUrl: '',
    });
    expect(built.trackingUrl).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
    // A link the server built follows a corrected number; one the owner typed stays.
    const { order: corrected } = await save(order.id, { trackingNumber: '9400111899223197428491' });
    expect(corrected.trackingUrl).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428491',
    );
    await save(order.id, { trackingUrl: 'https://example.com/mine' });
    const { order: kept } = await save(order.id, { trackingNumber: '9400111899223197428492' });
    expect(kept.trackingUrl).toBe('https://example.com/mine');
  });

  it('refuses unknown statuses and carriers and bad fields with 400, changing nothing', async () => {
    const order = await insertOrder(t.db, { status: 'processing' });
    const cases: [unknown, string][] = [
      [{ status: 'paid' }, 'Please choose a valid order status'],
      [{ carrier: 'DHL' }, 'Carrier must be USPS, UPS, FedEx or none'],
      [{ carrier: 'none' }, 'Carrier must be USPS, UPS, FedEx or none'],
      [
        { trackingUrl: 'javascript:alert(1)' },
        'Please enter a valid tracking URL (starting with https://)',
      ],
      [{ trackingNumber: 'x'.repeat(101) }, 'Tracking number is too long'],
      [{ shippingZip: '7870' }, 'Please enter a valid ZIP code'],
      [{ shippingAddress: '   ' }, 'Address is required'],
      [{ notes: 42 }, 'Notes must be text'],
    ];
    for (const [body, message] of cases) {
      const response = await admin('PATCH', `/orders/${order.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    }
    const notJson = await t.app.request(`/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      headers: { cookie: owner, origin: t.config.publicUrl, 'content-type': 'application/json' },
      body: '{"status":',
    });
    expect(notJson.status).toBe(400);
    expect((await admin('PATCH', '/orders/not-an-id', { status: 'shipped' })).status).toBe(400);
    expect(await savedRow(order.id)).toMatchObject({
      status: 'processing',
      updatedAt: order.updatedAt,
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await admin('PATCH', `/orders/${MISSING}`, { status: 'shipped' });
    expect(response.status).toBe(404);
  });
});

describe('Mark as Paid', () => {
  const dashboard = async () =>
    DashboardSchema.parse(await (await admin('GET', '/dashboard')).json());

  it('moves an order awaiting payment to processing, with who did it', async () => {
    const order = await insertOrder(t.db, { status: 'pending_payment', totalCents: 4321 });
    const before = await dashboard();
    const response = await admin('POST', `/orders/${order.id}/mark-paid`);
    expect(response.status).toBe(200);
    const { order: paid } = (await response.json()) as { order: unknown };
    expect(AdminOrderSchema.parse(paid)).toMatchObject({
      status: 'processing',
      history: [{ fromStatus: 'pending_payment', toStatus: 'processing', changedBy: ownerChange }],
    });
    // Awaiting payment is not revenue; once paid it is.
    const after = await dashboard();
    expect(after.awaitingPaymentCount).toBe(before.awaitingPaymentCount - 1);
    expect(after.revenueCents).toBe(before.revenueCents + 4321);
  });

  it('refuses an order that is not awaiting payment with 409', async () => {
    const order = await insertOrder(t.db, { status: 'shipped' });
    const response = await admin('POST', `/orders/${order.id}/mark-paid`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'conflict',
        message: `Order ${order.orderNumber} is not awaiting payment (its status is shipped), so it cannot be marked as paid.`,
      },
    });
    expect(await savedRow(order.id)).toMatchObject({ status: 'shipped' });
    expect((await admin('POST', `/orders/${MISSING}/mark-paid`)).status).toBe(404);
  });
});

describe('deleting an order', () => {
  it('removes the order with its items and history', async () => {
    const order = await insertOrder(t.db, { status: 'pending_payment' });
    await save(order.id, { status: 'cancelled' });
    const response = await admin('DELETE', `/orders/${order.id}`);
    expect(response.status).toBe(204);
    expect(await savedRow(order.id)).toBeUndefined();
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)),
    ).toEqual([]);
    expect((await admin('GET', `/orders/${order.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/orders/${order.id}`)).status).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await admin('DELETE', '/orders/42')).status).toBe(400);
  });
});
