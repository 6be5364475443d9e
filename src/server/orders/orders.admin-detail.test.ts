// The owner's order detail dialog: what it shows, and saving it (admin §2 Orders, §7). Mark as
// Paid and delete are in orders.admin-routes.test.ts. Every test works on orders it creates.
import { describe, expect, it } from 'vitest';
import { AdminOrderSchema } from '../../shared/orders/admin-order.schema';
import { insertOrder } from '../test/order-fixtures';
import {
  admin,
  MISSING,
  NOW,
  owner,
  ownerChange,
  save,
  savedRow,
  setUpOwnerOrders,
  t,
} from '../test/order-admin';

setUpOwnerOrders();

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
      refundedCents: 0,
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
      refunds: [],
      refundableCents: 0,
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
