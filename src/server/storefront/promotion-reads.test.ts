import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivePromotionSchema } from '../../shared/promotions/promotion.schema';
import { sitePromotions } from '../db/schema/promotions';
import { createTestApp, type TestApp } from '../test/test-app';

let now = new Date('2026-11-27T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await t.db.insert(sitePromotions).values([
    {
      title: 'Black Friday',
      discountPercentage: 25,
      startDate: new Date('2026-11-27T00:00:00Z'),
      endDate: new Date('2026-11-28T00:00:00Z'),
      isActive: true,
    },
    {
      title: 'Switched off',
      discountPercentage: 50,
      startDate: new Date('2026-11-01T00:00:00Z'),
      endDate: new Date('2026-12-31T00:00:00Z'),
      isActive: false,
    },
  ]);
});
afterAll(() => t.close());

async function active() {
  const response = await t.request('GET', '/api/promotions/active');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const { promotion } = (await response.json()) as { promotion: unknown };
  return promotion === null ? null : ActivePromotionSchema.parse(promotion);
}

describe('GET /api/promotions/active', () => {
  it('gives the switched-on promotion inside its window, with the default banner text', async () => {
    now = new Date('2026-11-27T12:00:00Z');
    expect(await active()).toMatchObject({
      title: 'Black Friday',
      discountPercentage: 25,
      bannerMessage: 'Black Friday - 25% OFF SITE-WIDE!',
      endDate: '2026-11-28T00:00:00.000Z',
    });
  });

  it('starts exactly at its start and ends exactly at its end', async () => {
    now = new Date('2026-11-27T00:00:00Z');
    expect((await active())?.title).toBe('Black Friday');
    now = new Date('2026-11-26T23:59:59.999Z');
    expect(await active()).toBeNull();
    now = new Date('2026-11-28T00:00:00Z');
    expect(await active()).toBeNull();
    now = new Date('2026-11-27T23:59:59.999Z');
    expect((await active())?.title).toBe('Black Friday');
  });
});
