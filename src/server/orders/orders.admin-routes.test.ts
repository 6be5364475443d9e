// The owner's order actions: Mark as Paid and delete (admin §2 Orders, §4, §7). The detail
// dialog itself is in orders.admin-detail.test.ts. Every test works on orders it creates.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminOrderSchema } from '../../shared/orders/admin-order.schema';
import { DashboardSchema } from '../../shared/site/dashboard.schema';
import { orderStatusHistory } from '../db/schema/order-status-history';
import { orderItems } from '../db/schema/orders';
import { insertOrder } from '../test/order-fixtures';
import { admin, MISSING, ownerChange, savedRow, setUpOwnerOrders, t } from '../test/order-admin';

setUpOwnerOrders();

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
    expect((await admin('POST', `/orders/${order.id}/cancel`, { reason: 'Test' })).status).toBe(
      200,
    );
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
