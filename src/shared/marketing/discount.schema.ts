import { z } from 'zod';
import { formatMoney } from '../format/money';
import { safeText } from '../text/safe-text';

export const DISCOUNT_MESSAGES = {
  empty: 'Please enter a discount code',
  invalid: 'Invalid discount code',
  expired: 'This discount code has expired',
  used: 'This discount code has already been used',
  usedUp: 'This discount code has reached its usage limit',
  oncePerCustomer: 'You have already used this discount code',
} as const;

/**
 * The refusal of a code whose minimum the cart does not reach.
 * @example minimumSubtotalMessage(5000) // "This discount code needs a subtotal of at least $50.00"
 */
export const minimumSubtotalMessage = (cents: number) =>
  `This discount code needs a subtotal of at least ${formatMoney(cents)}`;

export const ValidateDiscountSchema = z.object({
  code: safeText('Discount code', {
    required: DISCOUNT_MESSAGES.empty,
    invalid: DISCOUNT_MESSAGES.invalid,
  })
    .trim()
    .toUpperCase()
    .min(1, DISCOUNT_MESSAGES.empty)
    .max(50, DISCOUNT_MESSAGES.invalid),
  /**
   * The cart's merchandise subtotal as the shopper sees it, when known: a code with a minimum
   * is then refused here already. The order checks its own subtotal again.
   */
  subtotalCents: z.number().int().min(0).max(1_000_000_000).optional(),
});

/** The answer shape of the spec's validate-discount-code function. */
export const DiscountValidationSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  discount_percentage: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type DiscountValidation = z.infer<typeof DiscountValidationSchema>;
