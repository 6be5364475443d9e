// Orders written straight to the database, for tests of what the owner does with them
// (placing orders through checkout is tested in orders.routes.test.ts).
import type { DbOrTx } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';

type OrderValues = typeof orders.$inferInsert;
type ItemValues = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export const FAITH_TEE: ItemValues = {
  productName: 'Faith Tee',
  productImage: '/uploads/product-images/tee-w1600.webp',
  selectedSize: 'M',
  selectedColor: 'Black',
  quantity: 2,
  priceCents: 3499,
};

let sequence = 0;

/** An order (Ruth's, awaiting payment, two Faith Tees unless told otherwise) with its items. */
export async function insertOrder(
  db: DbOrTx,
  values: Partial<OrderValues> = {},
  items: ItemValues[] = [FAITH_TEE],
) {
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `CTK-${90000 + sequence}`,
      paymentMethod: 'cashapp',
      subtotalCents: 6998,
      shippingCents: 500,
      totalCents: 7498,
      customerName: 'Ruth Shopper',
      customerEmail: 'ruth@example.com',
      shippingAddress: '1 Main St',
      shippingCity: 'Austin',
      shippingState: 'TX',
      shippingZip: '78701',
      ...values,
    })
    .returning();
  if (items.length > 0) {
    await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order!.id })));
  }
  return order!;
}
