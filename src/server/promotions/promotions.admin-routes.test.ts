import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPromotionSchema } from '../../shared/promotions/promotion.schema';
import { sitePromotions } from '../db/schema/promotions';
import { createTestApp, type TestApp } from '../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

const valid = {
  title: 'Black Friday',
  discountPercentage: 25,
  startDate: '2026-11-22T00:00:00.000Z',
  endDate: '2026-11-30T00:00:00.000Z',
  bannerMessage: '',
  isActive: true,
};

async function create(body: unknown) {
  return t.request('POST', '/api/admin/promotions', { cookie: owner, body });
}

describe('site promotions (owner)', () => {
  it('creates a promotion live now, shown on the storefront with the default banner', async () => {
    const response = await create(valid);
    expect(response.status).toBe(201);
    const { promotion } = (await response.json()) as { promotion: unknown };
    expect(AdminPromotionSchema.parse(promotion)).toMatchObject({
      title: 'Black Friday',
      status: 'live',
      bannerMessage: null,
    });

    const storefront = (await (await t.request('GET', '/api/promotions/active')).json()) as {
      promotion: { bannerMessage: string } | null;
    };
    expect(storefront.promotion?.bannerMessage).toBe('Black Friday - 25% OFF SITE-WIDE!');
  });

  it('shows SCHEDULED for an active promotion outside its window and nothing when switched off', async () => {
    const later = await create({
      ...valid,
      title: 'Christmas',
      startDate: '2026-12-20T00:00:00Z',
      endDate: '2026-12-26T00:00:00Z',
    });
    const { promotion } = (await later.json()) as {
      promotion: { id: string; status: string | null };
    };
    expect(promotion.status).toBe('scheduled');

    const off = await t.request('PATCH', `/api/admin/promotions/${promotion.id}/active`, {
      cookie: owner,
      body: { isActive: false },
    });
    expect(
      ((await off.json()) as { promotion: { status: string | null } }).promotion.status,
    ).toBeNull();
  });

  it.each([
    [{ ...valid, title: '  ' }, 'Title is required'],
    [{ ...valid, discountPercentage: 0 }, 'Discount must be a whole number from 1 to 100'],
    [{ ...valid, discountPercentage: 101 }, 'Discount must be a whole number from 1 to 100'],
    [{ ...valid, discountPercentage: 12.5 }, 'Discount must be a whole number from 1 to 100'],
    [{ ...valid, startDate: '' }, 'Start date is required'],
    [{ ...valid, endDate: undefined }, 'End date is required'],
    [{ ...valid, endDate: valid.startDate }, 'End date must be after start date'],
    [{ ...valid, endDate: '2026-11-01T00:00:00Z' }, 'End date must be after start date'],
  ])('refuses %j with "%s" and saves nothing', async (body, message) => {
    const before = (await t.db.select().from(sitePromotions)).length;
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await t.db.select().from(sitePromotions)).toHaveLength(before);
  });

  it('edits, lists newest first, and deletes', async () => {
    const created = (await (await create({ ...valid, title: 'Edit me' })).json()) as {
      promotion: { id: string };
    };
    const id = created.promotion.id;
    const edited = await t.request('PUT', `/api/admin/promotions/${id}`, {
      cookie: owner,
      body: { ...valid, title: 'Edited', bannerMessage: 'Custom banner' },
    });
    expect(edited.status).toBe(200);
    const list = (await (
      await t.request('GET', '/api/admin/promotions', { cookie: owner })
    ).json()) as {
      promotions: { id: string; title: string; bannerMessage: string | null }[];
    };
    expect(list.promotions[0]).toMatchObject({
      id,
      title: 'Edited',
      bannerMessage: 'Custom banner',
    });

    expect(
      (await t.request('DELETE', `/api/admin/promotions/${id}`, { cookie: owner })).status,
    ).toBe(204);
    expect(
      (await t.request('DELETE', `/api/admin/promotions/${id}`, { cookie: owner })).status,
    ).toBe(404);
    expect(
      (await t.request('PUT', '/api/admin/promotions/not-an-id', { cookie: owner, body: valid }))
        .status,
    ).toBe(400);
  });
});
