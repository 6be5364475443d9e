// Placing an order through the HTTP app: the server prices it, saves it and queues its mails.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreatedOrderSchema } from '../../shared/orders/checkout.schema';
import { discountCodes } from '../db/schema/marketing';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { sitePromotions } from '../db/schema/promotions';
import { hoodie, order, place, setUpCheckoutStore, shipping, t, tee } from '../test/checkout-store';
import { OWNER_EMAIL } from '../test/test-app';

setUpCheckoutStore();

describe('placing an order', () => {
  it('prices everything on the server: sizes, quantities, shipping; saves order and items', async () => {
    const { status, body } = await place(
      order({
        items: [
          { productId: tee, size: 'M', color: 'Black', quantity: 2 },
          { productId: tee, size: '3XL', color: 'White', quantity: 1 },
        ],
      }),
    );
    expect(status).toBe(201);
    const created = CreatedOrderSchema.parse(body);
    // 2 x $34.99 + ($34.99 + $6) = $110.97, under $150: $5.00 shipping.
    expect(created).toMatchObject({
      subtotalCents: 11_097,
      discountCents: 0,
      shippingCents: 500,
      totalCents: 11_597,
    });
    expect(created.orderNumber).toMatch(/^CTK-\d{6}$/);

    const [saved] = await t.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(saved).toMatchObject({
      status: 'pending_payment',
      customerEmail: 'ruth@example.com',
      totalCents: 11_597,
      userId: null,
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, created.orderId));
    expect(
      items
        .map((i) => [i.selectedSize, i.selectedColor, i.quantity, i.priceCents, i.productImage])
        .sort(),
    ).toEqual([
      ['3XL', 'White', 1, 4099, '/uploads/product-images/tee-white-w1600.webp'],
      ['M', 'Black', 2, 3499, '/uploads/product-images/tee-black-w1600.webp'],
    ]);
  });

  it('ignores prices, totals and a user id smuggled into the body', async () => {
    const tampered = {
      ...order(),
      items: [{ productId: tee, size: 'M', color: 'Black', quantity: 1, price: 1, priceCents: 1 }],
      totalCents: 1,
      subtotal: 1,
      userId: 'someone-else',
    };
    const { status, body } = await place(tampered);
    expect(status).toBe(201);
    expect(body).toMatchObject({ subtotalCents: 3499, totalCents: 3999 });
    const [saved] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, body.orderId as string));
    expect(saved?.userId).toBeNull();
  });

  it('ships free from $150.00 after the discount, and applies the code to the subtotal only', async () => {
    // 5 x $34.99 = $174.95; 20% off = $139.96: under $150, so shipping is charged.
    const under = await place(
      order({
        items: [{ productId: tee, size: 'M', color: 'Black', quantity: 5 }],
        discountCode: 'save20',
      }),
    );
    expect(under.body).toMatchObject({
      subtotalCents: 17_495,
      discountCents: 3499,
      shippingCents: 500,
      totalCents: 14_496,
    });
    // 3 x $60 = $180; 20% off = $144: shipping; 4 x $60 = $240 -> $192: free.
    const over = await place(
      order({
        items: [{ productId: hoodie, size: 'M', color: 'Navy', quantity: 4 }],
        discountCode: 'SAVE20',
      }),
    );
    expect(over.body).toMatchObject({
      subtotalCents: 24_000,
      discountCents: 4800,
      shippingCents: 0,
      totalCents: 19_200,
    });
    const [code] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SAVE20'));
    expect(code?.usageCount).toBe(2);
  });

  it('takes the running promotion off item prices, then the code off the subtotal', async () => {
    const [promotion] = await t.db
      .insert(sitePromotions)
      .values({
        title: 'Sale',
        discountPercentage: 10,
        startDate: new Date('2026-11-01T00:00:00Z'),
        endDate: new Date('2026-12-01T00:00:00Z'),
        isActive: true,
      })
      .returning();
    // Written past the admin API: the snapshot checkout prices from is told, as an admin save does.
    await t.catalogChanged();
    try {
      // $34.99 -> $31.49 (rounded); 2XL: $37.99 -> $34.19.
      const { body } = await place(
        order({
          items: [
            { productId: tee, size: 'M', color: 'Black', quantity: 1 },
            { productId: tee, size: '2XL', color: 'Black', quantity: 1 },
          ],
          discountCode: 'SAVE20',
        }),
      );
      // 31.49 + 34.19 = 65.68; 20% = 13.14 (13.136 rounded); 52.54 + 5.00.
      expect(body).toMatchObject({
        subtotalCents: 6568,
        discountCents: 1314,
        shippingCents: 500,
        totalCents: 5754,
      });
    } finally {
      await t.db.delete(sitePromotions).where(eq(sitePromotions.id, promotion!.id));
      await t.catalogChanged();
    }
  });

  it('records the signed-in shopper as the owner of the order', async () => {
    const cookie = await t.signUp('member@example.com');
    const { body } = await place(order(), cookie);
    const [saved] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, body.orderId as string));
    expect(saved?.userId).toBeTruthy();
  });

  it('e-mails the owner about the new order once it is saved', async () => {
    await t.runJobs();
    const before = (await t.sentMail()).length;
    // An address of its own: this file's many orders to Ruth's had their hour's mails
    // (order-mail-cap.test.ts).
    const { body } = await place(order({ shipping: { ...shipping, email: 'notice@example.com' } }));
    await t.runJobs();
    const mail = await t.sentMail();
    // The owner's notice and the shopper's "awaiting payment" mail (order-payment.test.ts).
    expect(mail.length).toBe(before + 2);
    expect(mail.filter((m) => m.to === OWNER_EMAIL)[0]).toMatchObject({
      subject: `New order ${body.orderNumber as string}: $74.98`,
    });
  });
});

describe('payment methods', () => {
  it('lists only the methods the owner offers, with their handles', async () => {
    const response = await t.request('GET', '/api/payment-methods');
    const body = (await response.json()) as {
      paymentMethods: { id: string; name: string; handle: string }[];
    };
    expect(body.paymentMethods.map((m) => [m.id, m.name, m.handle])).toEqual([
      ['cashapp', 'Cash App', '$CTKApparel'],
      ['zelle', 'Zelle', 'pay@example.com'],
    ]);
  });
});

describe('a product sold in one size and colour', () => {
  it('is ordered with no size or colour chosen, and refuses one it does not have', async () => {
    const [sticker] = await t.db
      .insert(products)
      .values({ name: 'Sticker', priceCents: 500 })
      .returning();
    await t.catalogChanged();
    const ok = await place(
      order({ items: [{ productId: sticker!.id, size: '', color: '', quantity: 2 }] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ subtotalCents: 1000, shippingCents: 500, totalCents: 1500 });
    const wrong = await place(
      order({ items: [{ productId: sticker!.id, size: 'M', color: '', quantity: 1 }] }),
    );
    expect(wrong.body).toMatchObject({ error: { message: 'Sticker is not available in size M' } });
    const missing = await place(
      order({ items: [{ productId: tee, size: '', color: 'Black', quantity: 1 }] }),
    );
    expect(missing.body).toMatchObject({ error: { message: 'Please select a size' } });
  });
});
