import { describe, expect, it } from 'vitest';
import {
  createDiscountResolver,
  discountFormValues,
  updateDiscountResolver,
  type DiscountFormValues,
} from './discount-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const create = (values: DiscountFormValues) => createDiscountResolver(values, undefined, options);
const update = (values: DiscountFormValues) => updateDiscountResolver(values, undefined, options);

describe('discount code form values', () => {
  it('starts a new code at 10 % with no expiry and no limits', () => {
    expect(discountFormValues(null)).toEqual({
      code: '',
      discountPercentage: 10,
      expiresAt: '',
      description: '',
      maxUses: '',
      oncePerCustomer: false,
      minSubtotalCents: '',
    });
  });

  it('sends the code upper-cased, dollars as cents and empty limits as null', async () => {
    const result = await create({
      ...discountFormValues(null),
      code: ' spring ',
      maxUses: '',
      minSubtotalCents: '49.5',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      code: 'SPRING',
      expiresAt: null,
      description: null,
      maxUses: null,
      minSubtotalCents: 4950,
    });
  });

  it('shows a saved code with its limits in the units the owner types', () => {
    const values = discountFormValues({
      id: '00000000-0000-4000-8000-000000000000',
      code: 'VIP',
      discountPercentage: 30,
      expiresAt: null,
      description: null,
      isActive: true,
      usageCount: 3,
      maxUses: 50,
      oncePerCustomer: true,
      minSubtotalCents: 7500,
      createdAt: '2026-11-22T12:00:00.000Z',
    });
    expect(values).toMatchObject({ maxUses: '50', minSubtotalCents: '75.00', code: 'VIP' });
  });

  it("names the schema's rules on their fields", async () => {
    const result = await create({
      ...discountFormValues(null),
      discountPercentage: 0,
      maxUses: '1.5',
      minSubtotalCents: 'ten',
    });
    expect(result.errors.code?.message).toBe('Code is required');
    expect(result.errors.discountPercentage?.message).toBe(
      'Discount must be a whole number from 1 to 100',
    );
    expect(result.errors.maxUses?.message).toBe('Total uses must be a whole number of at least 1');
    expect(result.errors.minSubtotalCents?.message).toBe(
      'Minimum subtotal must be an amount of $0.00 or more',
    );
  });

  it('leaves the code out of an edit', async () => {
    const result = await update({ ...discountFormValues(null), code: 'IGNORED' });
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('code');
  });
});
