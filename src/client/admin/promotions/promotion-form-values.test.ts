import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  promotionFormValues,
  promotionResolver,
  toLocalInput,
  type PromotionFormValues,
} from './promotion-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const check = (values: PromotionFormValues) => promotionResolver(values, undefined, options);

const now = new Date(2026, 10, 27, 9, 30);

describe('promotion form values', () => {
  it('reads and writes datetime-local values in local time', () => {
    expect(toLocalInput(now)).toBe('2026-11-27T09:30');
    expect(fromLocalInput('2026-11-27T09:30')).toBe(now.toISOString());
    expect(fromLocalInput('')).toBe('');
  });

  it('starts a new promotion now, at 10 %, active', () => {
    expect(promotionFormValues(null, now)).toEqual({
      title: '',
      discountPercentage: 10,
      startDate: '2026-11-27T09:30',
      endDate: '',
      bannerMessage: '',
      isActive: true,
    });
  });

  it('sends ISO instants and an empty banner as null', async () => {
    const result = await check({
      ...promotionFormValues(null, now),
      title: 'Black Friday',
      endDate: '2026-11-30T23:59',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      startDate: now.toISOString(),
      endDate: new Date(2026, 10, 30, 23, 59).toISOString(),
      bannerMessage: null,
    });
  });

  it("names the schema's rules on their fields", async () => {
    const result = await check({
      ...promotionFormValues(null, now),
      title: ' ',
      discountPercentage: 101,
      endDate: '2026-11-27T09:00',
    });
    expect(result.errors.title?.message).toBe('Title is required');
    expect(result.errors.discountPercentage?.message).toBe(
      'Discount must be a whole number from 1 to 100',
    );
    expect(result.errors.endDate?.message).toBe('End date must be after start date');
  });

  it('asks for both dates', async () => {
    const result = await check({ ...promotionFormValues(null, now), startDate: '', title: 'Sale' });
    expect(result.errors.startDate?.message).toBe('Start date is required');
    expect(result.errors.endDate?.message).toBe('End date is required');
  });
});
