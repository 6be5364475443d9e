import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CreatedOrderSchema, type CreateOrder } from '../../shared/orders/checkout.schema';
import { OrderSchema } from '../../shared/orders/order.schema';
import { discountCodes, emailSubscribers } from '../db/schema/marketing';
import { orderItems, orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { sitePromotions } from '../db/schema/promotions';
import { siteSettings } from '../db/schema/site';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let tee: string;
let hoodie: string;
let soldOut: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const rows = await t.db
    .insert(products)
    .values([
      {
        name: 'Faith Tee',
        priceCents: 3499,
        sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
        colors: ['Black', 'White'],
        images: [
          { url: '/uploads/product-images/tee-black-w1600.webp', color: 'Black' },
          { url: '/uploads/product-images/tee-white-w1600.webp', color: 'White' },
        ],
      },
      { name: 'Grace Hoodie', priceCents: 6000, sizes: ['M', 'L'], colors: ['Navy'] },
      { name: 'Gone Tee', priceCents: 3000, sizes: ['M'], colors: ['Black'], inStock: false },
    ])
    .returning();
  [tee, hoodie, soldOut] = rows.map((row) => row.id) as [string, string, string];
  await t.db.insert(siteSettings).values({
    settingKey: 'payment_methods',
    settingValue: {
      cashapp: { enabled: true, handle: '$CTKApparel' },
      venmo: { enabled: false, handle: '@ctk' },
      zelle: { enabled: true, handle: 'pay@example.com' },
    },
  });
  await t.db.insert(discountCodes).values([
    { code: 'SAVE20', discountPercentage: 20, isActive: true },
    { code: 'OFF', discountPercentage: 50, isActive: false },
    {
      code: 'OLD',
      discountPercentage: 50,
      isActive: true,
      expiresAt: new Date('2026-11-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const shipping = {
  name: 'Ruth Shopper',
  email: 'Ruth@Example.com',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

function order(overrides: Partial<CreateOrder> = {}): CreateOrder {
  return {
    shipping,
    items: [{ productId: tee, size: 'M', color: 'Black', quantity: 2 }],
    paymentMethod: 'cashapp',
    discountCode: null,
    ...overrides,
  };
}

async function place(body: unknown, cookie?: string) {
  const response = await t.request('POST', '/api/orders', { body, ...(cookie ? { cookie } : {}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function counts() {
  return {
    orders: (await t.db.select().from(orders)).length,
    items: (await t.db.select().from(orderItems)).length,
  };
}

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
    const { body } = await place(order());
    await t.runJobs();
    const mail = await t.sentMail();
    // The owner's notice and the shopper's "awaiting payment" mail (order-payment.test.ts).
    expect(mail.length).toBe(before + 2);
    expect(mail.filter((m) => m.to === OWNER_EMAIL)[0]).toMatchObject({
      subject: `New order ${body.orderNumber as string}: $74.98`,
    });
  });
});

describe('refusals write nothing', () => {
  const cases: [string, () => unknown, number, string][] = [
    [
      'an unknown product',
      () =>
        order({
          items: [
            {
              productId: '00000000-0000-4000-8000-000000000000',
              size: 'M',
              color: 'Black',
              quantity: 1,
            },
          ],
        }),
      400,
      'A product in your cart is no longer available',
    ],
    [
      'a sold-out product',
      () => order({ items: [{ productId: soldOut, size: 'M', color: 'Black', quantity: 1 }] }),
      400,
      'Gone Tee is sold out',
    ],
    [
      'a size the product lacks',
      () => order({ items: [{ productId: hoodie, size: '3XL', color: 'Navy', quantity: 1 }] }),
      400,
      'Grace Hoodie is not available in size 3XL',
    ],
    [
      'a colour the product lacks',
      () => order({ items: [{ productId: hoodie, size: 'M', color: 'Pink', quantity: 1 }] }),
      400,
      'Grace Hoodie is not available in Pink',
    ],
    [
      'a quantity of 0',
      () => order({ items: [{ productId: tee, size: 'M', color: 'Black', quantity: 0 }] }),
      400,
      'Quantity must be at least 1',
    ],
    [
      'a fractional quantity',
      () => order({ items: [{ productId: tee, size: 'M', color: 'Black', quantity: 1.5 }] }),
      400,
      'Quantity must be a whole number',
    ],
    [
      'an absurd quantity',
      () => order({ items: [{ productId: tee, size: 'M', color: 'Black', quantity: 101 }] }),
      400,
      'Quantity can be at most 100 per item',
    ],
    [
      'two lines adding up past the limit',
      () =>
        order({
          items: [
            { productId: tee, size: 'M', color: 'Black', quantity: 60 },
            { productId: tee, size: 'M', color: 'Black', quantity: 41 },
          ],
        }),
      400,
      'Quantity can be at most 100 per item',
    ],
    [
      'too many lines',
      () =>
        order({
          items: Array.from({ length: 51 }, () => ({
            productId: tee,
            size: 'M',
            color: 'Black',
            quantity: 1,
          })),
        }),
      400,
      'An order can have at most 50 items',
    ],
    ['an empty cart', () => order({ items: [] }), 400, 'Your cart is empty'],
    [
      'no payment method',
      () => ({ ...order(), paymentMethod: undefined }),
      400,
      'Please select a payment method',
    ],
    [
      'a method the owner turned off',
      () => order({ paymentMethod: 'venmo' }),
      400,
      'Venmo is not offered right now. Please choose another payment method.',
    ],
    ['an unknown code', () => order({ discountCode: 'NOPE' }), 400, 'Invalid discount code'],
    ['an inactive code', () => order({ discountCode: 'OFF' }), 400, 'Invalid discount code'],
    [
      'an expired code',
      () => order({ discountCode: 'OLD' }),
      400,
      'This discount code has expired',
    ],
    [
      'a bad e-mail',
      () => order({ shipping: { ...shipping, email: 'nope' } }),
      400,
      'Please enter a valid email address',
    ],
    [
      'a missing city',
      () => order({ shipping: { ...shipping, city: ' ' } }),
      400,
      'City is required',
    ],
    [
      'a bad ZIP code',
      () => order({ shipping: { ...shipping, zip: '7870' } }),
      400,
      'Please enter a valid ZIP code',
    ],
  ];

  it.each(cases)('%s', async (_name, body, status, message) => {
    const before = await counts();
    const response = await place(body());
    expect(response.status).toBe(status);
    expect((response.body.error as { message: string }).message).toBe(message);
    expect(await counts()).toEqual(before);
  });
});

describe('newsletter codes', () => {
  beforeEach(async () => {
    await t.db.delete(emailSubscribers);
    await t.db
      .insert(emailSubscribers)
      .values({ email: 'sub@example.com', discountCode: 'WELCOME-ABC234' });
  });

  it('are validated with the spec shape and marked used by the order', async () => {
    const check = await t.request('POST', '/api/discounts/validate', {
      body: { code: 'welcome-abc234' },
    });
    expect(await check.json()).toEqual({
      valid: true,
      code: 'WELCOME-ABC234',
      discount_percentage: 10,
      error: null,
    });

    expect((await place(order({ discountCode: 'WELCOME-ABC234' }))).status).toBe(201);
    const again = await t.request('POST', '/api/discounts/validate', {
      body: { code: 'WELCOME-ABC234' },
    });
    expect(await again.json()).toEqual({
      valid: false,
      code: 'WELCOME-ABC234',
      discount_percentage: null,
      error: 'This discount code has already been used',
    });
    expect((await place(order({ discountCode: 'WELCOME-ABC234' }))).body).toMatchObject({
      error: { message: 'This discount code has already been used' },
    });
  });

  it('work for exactly one of two orders placed at the same time', async () => {
    const before = await counts();
    const results = await Promise.all([
      place(order({ discountCode: 'WELCOME-ABC234' })),
      place(order({ discountCode: 'WELCOME-ABC234' })),
    ]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    // The loser is refused either at the lookup (400) or when claiming the code (409).
    expect([400, 409]).toContain(results.find((r) => r.status !== 201)?.status);
    expect(results.find((r) => r.status !== 201)?.body).toMatchObject({
      error: { message: 'This discount code has already been used' },
    });
    const after = await counts();
    expect(after.orders).toBe(before.orders + 1);
  });

  it('refuse an empty code with the spec message', async () => {
    const response = await t.request('POST', '/api/discounts/validate', { body: { code: '  ' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Please enter a discount code' },
    });
  });
});

describe('after the order', () => {
  it('"I\'ve Sent the Payment" e-mails the confirmation once, only with the order\'s e-mail', async () => {
    const { body } = await place(order());
    await t.runJobs();
    const sentBefore = (await t.sentMail()).length;
    const wrong = await t.request('POST', `/api/orders/${body.orderId as string}/payment-sent`, {
      body: { email: 'x@example.com' },
    });
    expect(wrong.status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const ok = await t.request('POST', `/api/orders/${body.orderId as string}/payment-sent`, {
        body: { email: 'RUTH@example.com' },
      });
      expect(ok.status).toBe(200);
    }
    await t.runJobs();
    const mail = await t.sentMail();
    expect(mail.length).toBe(sentBefore + 1);
    expect(mail[0]).toMatchObject({
      to: 'ruth@example.com',
      subject: `Your CTK order ${body.orderNumber as string}`,
    });
    expect(mail[0]?.text).toContain('$74.98');
    expect(mail[0]?.text).toContain('$CTKApparel');
    expect(mail[0]?.text).toContain(body.orderNumber as string);
  });

  it("a shopper sees their own orders and order, never another's", async () => {
    const mary = await t.signUp('mary@example.com');
    const john = await t.signUp('john@example.com');
    const { body } = await place(order(), mary);
    const list = (await (await t.request('GET', '/api/orders', { cookie: mary })).json()) as {
      orders: { id: string }[];
    };
    expect(list.orders.map((o) => o.id)).toEqual([body.orderId]);

    const mine = await t.request('GET', `/api/orders/${body.orderId as string}`, { cookie: mary });
    expect(mine.status).toBe(200);
    expect(OrderSchema.parse(((await mine.json()) as { order: unknown }).order).items).toHaveLength(
      1,
    );

    expect(
      (await t.request('GET', `/api/orders/${body.orderId as string}`, { cookie: john })).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/orders/${body.orderId as string}`)).status).toBe(401);
    expect((await t.request('GET', '/api/orders')).status).toBe(401);
    const johns = (await (await t.request('GET', '/api/orders', { cookie: john })).json()) as {
      orders: unknown[];
    };
    expect(johns.orders).toEqual([]);

    const owner = await t.signUpOwner();
    expect(
      (await t.request('GET', `/api/orders/${body.orderId as string}`, { cookie: owner })).status,
    ).toBe(200);
  });
});

describe('guest tracking', () => {
  it('finds an order by number and e-mail in any letter case, and nothing with another e-mail', async () => {
    const fresh = await createTestApp({ clock: () => NOW });
    try {
      await fresh.db.insert(orders).values({
        orderNumber: 'CTK-123456',
        paymentMethod: 'zelle',
        subtotalCents: 1000,
        shippingCents: 500,
        totalCents: 1500,
        customerName: 'Guest',
        customerEmail: 'guest@example.com',
        shippingAddress: '1 Main St',
        shippingCity: 'Austin',
        shippingState: 'TX',
        shippingZip: '78701',
      });
      const found = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: ' ctk-123456', email: 'GUEST@example.com ' },
      });
      expect(found.status).toBe(200);
      expect(((await found.json()) as { order: { status: string } }).order.status).toBe(
        'pending_payment',
      );

      const wrong = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: 'CTK-123456', email: 'other@example.com' },
      });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'Order not found. Please check your order number and email.',
        },
      });
      const empty = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: '', email: '' },
      });
      expect(await empty.json()).toMatchObject({
        error: { message: 'Please enter both order number and email' },
      });

      // Two lookups counted so far (the empty form was refused before looking); the limit is 10 a minute.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (
            await fresh.request('POST', '/api/orders/track', {
              body: { orderNumber: 'CTK-000000', email: 'a@example.com' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      const limited = await fresh.request('POST', '/api/orders/track', {
        body: { orderNumber: 'CTK-123456', email: 'guest@example.com' },
      });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many lookups. Please wait a minute and try again.',
        },
      });
    } finally {
      await fresh.close();
    }
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
