import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function order(
  status: 'processing' | 'cancelled',
  items: { productId: string; quantity: number }[],
) {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNumber: `CTK-${Math.floor(10000 + Math.random() * 89999)}`,
      status,
      paymentMethod: 'zelle',
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      customerName: 'A',
      customerEmail: 'a@example.com',
      shippingAddress: '1 Main St',
      shippingCity: 'Austin',
      shippingState: 'TX',
      shippingZip: '78701',
    })
    .returning();
  await t.db.insert(orderItems).values(
    items.map((item) => ({
      orderId: row!.id,
      productId: item.productId,
      productName: 'x',
      selectedSize: 'M',
      selectedColor: 'Black',
      quantity: item.quantity,
      priceCents: 1000,
    })),
  );
}

describe('GET /api/products/best-sellers', () => {
  it('ranks in-stock products by units sold on orders not cancelled, then newest; at most 6', async () => {
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `P${i}`,
          priceCents: 1000,
          inStock: i !== 7,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      .returning();
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    await order('processing', [
      { productId: id('P1'), quantity: 2 },
      { productId: id('P2'), quantity: 5 },
    ]);
    await order('processing', [{ productId: id('P1'), quantity: 1 }]);
    await order('cancelled', [{ productId: id('P0'), quantity: 50 }]);
    await order('processing', [{ productId: id('P7'), quantity: 99 }]);

    const response = await t.request('GET', '/api/products/best-sellers');
    const body = (await response.json()) as { products: { name: string }[] };
    expect(body.products.map((p) => p.name)).toEqual(['P2', 'P1', 'P6', 'P5', 'P4', 'P3']);
  });
});
