import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDiscountCodeSchema } from '../../shared/marketing/discount-code.schema';
import { discountCodes } from '../db/schema/marketing';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
let clockNow = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => clockNow });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

async function create(body: unknown) {
  const response = await t.request('POST', '/api/admin/discounts', { cookie: owner, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function list() {
  const response = await t.request('GET', '/api/admin/discounts', { cookie: owner });
  return ((await response.json()) as { discounts: unknown[] }).discounts.map((row) =>
    AdminDiscountCodeSchema.parse(row),
  );
}

describe('discount codes (owner)', () => {
  it('creates a code trimmed and upper-cased, inactive, unused, 10 % unless told', async () => {
    const { status, body } = await create({ code: '  spring-sale ' });
    expect(status).toBe(201);
    expect(AdminDiscountCodeSchema.parse(body.discount)).toMatchObject({
      code: 'SPRING-SALE',
      discountPercentage: 10,
      isActive: false,
      usageCount: 0,
      expiresAt: null,
      description: null,
      maxUses: null,
      oncePerCustomer: false,
      minSubtotalCents: null,
    });
  });

  it('refuses a duplicate code with a 409 naming it, whatever its case', async () => {
    await create({ code: 'TWICE' });
    const again = await create({ code: ' twice' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: 'duplicate_code', message: 'A discount code TWICE already exists' },
    });
    expect(
      await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'TWICE')),
    ).toHaveLength(1);
  });

  it.each([
    [{ code: 'A', discountPercentage: 0 }, 'Discount must be a whole number from 1 to 100'],
    [{ code: 'A', discountPercentage: 101 }, 'Discount must be a whole number from 1 to 100'],
    [{ code: 'A', discountPercentage: 12.5 }, 'Discount must be a whole number from 1 to 100'],
    [{ discountPercentage: 10 }, 'Code is required'],
    [{ code: '   ' }, 'Code is required'],
    [{ code: 'TWO WORDS' }, 'Code may contain only letters, numbers, - and _'],
    [{ code: 'A', expiresAt: 'soon' }, 'Please enter a valid expiry date'],
    [{ code: 'A', maxUses: 0 }, 'Total uses must be a whole number of at least 1'],
    [{ code: 'A', minSubtotalCents: -1 }, 'Minimum subtotal must be an amount of $0.00 or more'],
  ])('refuses %j with "%s" and saves nothing', async (body, message) => {
    const before = (await t.db.select().from(discountCodes)).length;
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_request', message } });
    expect(await t.db.select().from(discountCodes)).toHaveLength(before);
  });

  it('edits everything but the code, switches it on and off, lists newest first, deletes', async () => {
    clockNow = new Date('2026-11-23T12:00:00Z');
    const { body } = await create({
      code: 'EDIT-ME',
      discountPercentage: 15,
      description: 'Instagram giveaway',
    });
    const { id } = AdminDiscountCodeSchema.parse(body.discount);
    expect((await list())[0]).toMatchObject({ id, code: 'EDIT-ME' });

    const edited = await t.request('PUT', `/api/admin/discounts/${id}`, {
      cookie: owner,
      body: {
        code: 'RENAMED',
        discountPercentage: 25,
        expiresAt: '2026-12-31T23:59:00.000Z',
        description: '',
        maxUses: 100,
        oncePerCustomer: true,
        minSubtotalCents: 5000,
      },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { discount: unknown }).discount).toMatchObject({
      code: 'EDIT-ME',
      discountPercentage: 25,
      expiresAt: '2026-12-31T23:59:00.000Z',
      description: null,
      maxUses: 100,
      oncePerCustomer: true,
      minSubtotalCents: 5000,
    });

    const on = await t.request('PATCH', `/api/admin/discounts/${id}/active`, {
      cookie: owner,
      body: { isActive: true },
    });
    expect(((await on.json()) as { discount: { isActive: boolean } }).discount.isActive).toBe(true);

    expect(
      (await t.request('DELETE', `/api/admin/discounts/${id}`, { cookie: owner })).status,
    ).toBe(204);
    expect(
      (await t.request('DELETE', `/api/admin/discounts/${id}`, { cookie: owner })).status,
    ).toBe(404);
    expect(
      (
        await t.request('PATCH', `/api/admin/discounts/${id}/active`, {
          cookie: owner,
          body: { isActive: false },
        })
      ).status,
    ).toBe(404);
    expect((await list()).map((row) => row.id)).not.toContain(id);
  });

  it('makes a code usable at checkout once switched on', async () => {
    await create({ code: 'LAUNCH', discountPercentage: 30 });
    const validate = async () =>
      (await t.request('POST', '/api/discounts/validate', { body: { code: 'launch' } })).json();
    expect(await validate()).toMatchObject({ valid: false, error: 'Invalid discount code' });
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'LAUNCH'));
    await t.request('PATCH', `/api/admin/discounts/${row!.id}/active`, {
      cookie: owner,
      body: { isActive: true },
    });
    expect(await validate()).toEqual({
      valid: true,
      code: 'LAUNCH',
      discount_percentage: 30,
      error: null,
    });
  });
});
