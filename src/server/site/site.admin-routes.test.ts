import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardSchema } from '../../shared/site/dashboard.schema';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { emailSubscribers } from '../db/schema/marketing';
import { createTestApp, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

const order = (
  orderNumber: string,
  status: 'pending_payment' | 'processing' | 'cancelled',
  totalCents: number,
  createdAt: Date,
) => ({
  orderNumber,
  status,
  paymentMethod: 'cashapp' as const,
  subtotalCents: totalCents,
  shippingCents: 0,
  totalCents,
  customerName: 'A Shopper',
  customerEmail: 'a@example.com',
  shippingAddress: '1 Main St',
  shippingCity: 'Austin',
  shippingState: 'TX',
  shippingZip: '78701',
  createdAt,
});

describe('GET /api/admin/dashboard', () => {
  it('counts revenue from paid orders only, per day, over the last 30 days', async () => {
    await t.db
      .insert(orders)
      .values([
        order('CTK-10001', 'processing', 5000, new Date('2026-11-22T09:00:00Z')),
        order('CTK-10002', 'processing', 2500, new Date('2026-11-21T09:00:00Z')),
        order('CTK-10003', 'pending_payment', 9999, new Date('2026-11-22T10:00:00Z')),
        order('CTK-10004', 'cancelled', 7000, new Date('2026-11-22T11:00:00Z')),
        order('CTK-10005', 'processing', 1000, new Date('2026-09-01T11:00:00Z')),
      ]);
    await t.db.insert(products).values({ name: 'Tee', priceCents: 3000 });
    await t.db
      .insert(emailSubscribers)
      .values([{ email: 'one@example.com' }, { email: 'two@example.com', isActive: false }]);

    const response = await t.request('GET', '/api/admin/dashboard', { cookie: owner });
    expect(response.status).toBe(200);
    const dashboard = DashboardSchema.parse(await response.json());
    expect(dashboard).toMatchObject({
      revenueCents: 8500,
      orderCount: 5,
      awaitingPaymentCount: 1,
      productCount: 1,
      activeSubscriberCount: 1,
      siteLock: { isLocked: false, hasPassword: false },
    });
    expect(dashboard.revenueByDay).toHaveLength(30);
    expect(dashboard.revenueByDay.at(-1)).toEqual({ date: '2026-11-22', revenueCents: 5000 });
    expect(dashboard.revenueByDay.at(-2)).toEqual({ date: '2026-11-21', revenueCents: 2500 });
    expect(dashboard.revenueByDay[0]?.date).toBe('2026-10-24');
  });
});
