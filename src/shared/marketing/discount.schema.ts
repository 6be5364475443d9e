import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const DISCOUNT_MESSAGES = {
  empty: 'Please enter a discount code',
  invalid: 'Invalid discount code',
  expired: 'This discount code has expired',
  used: 'This discount code has already been used',
} as const;

export const ValidateDiscountSchema = z.object({
  code: safeText('Discount code', {
    required: DISCOUNT_MESSAGES.empty,
    invalid: DISCOUNT_MESSAGES.invalid,
  })
    .trim()
    .toUpperCase()
    .min(1, DISCOUNT_MESSAGES.empty)
    .max(50, DISCOUNT_MESSAGES.invalid),
});

/** The answer shape of the spec's validate-discount-code function. */
export const DiscountValidationSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  discount_percentage: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type DiscountValidation = z.infer<typeof DiscountValidationSchema>;
