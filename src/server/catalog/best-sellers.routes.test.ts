import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
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

  it('with more sellers than the row holds, shows the six that sold most, ties newest first', async () => {
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `Q${i}`,
          priceCents: 1000,
          createdAt: new Date(Date.UTC(2027, 0, 1 + i)),
        })),
      )
      .returning();
    // Deleted products leave the ranking (their order lines keep no product), so the other
    // test sees the store as it left it.
    const ids = rows.map((row) => row.id);
    onTestFinished(async () => {
      await t.db.delete(products).where(inArray(products.id, ids));
    });
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    const units = { Q0: 200, Q1: 100, Q2: 100, Q3: 100, Q4: 90, Q5: 80, Q6: 1, Q7: 70 };
    await order(
      'processing',
      Object.entries(units).map(([name, quantity]) => ({ productId: id(name), quantity })),
    );

    const response = await t.request('GET', '/api/products/best-sellers');
    const body = (await response.json()) as { products: { name: string }[] };
    expect(body.products.map((p) => p.name)).toEqual(['Q0', 'Q3', 'Q2', 'Q1', 'Q4', 'Q5']);
  });
});
