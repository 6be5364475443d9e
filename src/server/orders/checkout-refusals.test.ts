// Orders the server refuses write nothing; shop and newsletter codes hold their limits.
import { beforeEach, describe, expect, it } from 'vitest';
import { emailSubscribers } from '../db/schema/marketing';
import {
  counts,
  hoodie,
  order,
  place,
  setUpCheckoutStore,
  shipping,
  soldOut,
  t,
  tee,
} from '../test/checkout-store';

setUpCheckoutStore();

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
