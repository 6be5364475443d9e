// The owner's discount codes (admin §3 discount_codes, §5 "Discount code"), with the optional
// limits a merchant expects: total uses, one use per customer e-mail, a minimum subtotal.
import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const DISCOUNT_CODE_MESSAGES = {
  codeRequired: 'Code is required',
  codeCharacters: 'Code may contain only letters, numbers, - and _',
  percentage: 'Discount must be a whole number from 1 to 100',
  expiry: 'Please enter a valid expiry date',
  maxUses: 'Total uses must be a whole number of at least 1',
  minSubtotal: 'Minimum subtotal must be an amount of $0.00 or more',
  notFound: 'Discount code not found.',
} as const;

/** admin §5 and §9: 1 to 100 %, default 10. */
export const DEFAULT_DISCOUNT_PERCENTAGE = 10;

/**
 * A duplicate code's refusal (409).
 * @example duplicateCodeMessage('SAVE20') // "A discount code SAVE20 already exists"
 */
export const duplicateCodeMessage = (code: string) => `A discount code ${code} already exists`;

/** Everything but the code, which cannot be changed after creation (admin §5). */
export const DiscountCodeUpdateSchema = z.object({
  discountPercentage: z
    .number(DISCOUNT_CODE_MESSAGES.percentage)
    .int(DISCOUNT_CODE_MESSAGES.percentage)
    .min(1, DISCOUNT_CODE_MESSAGES.percentage)
    .max(100, DISCOUNT_CODE_MESSAGES.percentage)
    .default(DEFAULT_DISCOUNT_PERCENTAGE),
  expiresAt: z.iso
    .datetime({ offset: true, message: DISCOUNT_CODE_MESSAGES.expiry })
    .nullish()
    .transform((value) => value ?? null),
  /** Internal notes, never shown to shoppers. */
  description: safeText('Description', { multiline: true })
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .nullish()
    .transform((value) => value || null),
  maxUses: z
    .number(DISCOUNT_CODE_MESSAGES.maxUses)
    .int(DISCOUNT_CODE_MESSAGES.maxUses)
    .min(1, DISCOUNT_CODE_MESSAGES.maxUses)
    .max(1_000_000_000, DISCOUNT_CODE_MESSAGES.maxUses)
    .nullish()
    .transform((value) => value ?? null),
  oncePerCustomer: z.boolean().default(false),
  minSubtotalCents: z
    .number(DISCOUNT_CODE_MESSAGES.minSubtotal)
    .int(DISCOUNT_CODE_MESSAGES.minSubtotal)
    .min(0, DISCOUNT_CODE_MESSAGES.minSubtotal)
    .max(1_000_000_000, DISCOUNT_CODE_MESSAGES.minSubtotal)
    .nullish()
    .transform((value) => value || null),
});
export type DiscountCodeUpdate = z.infer<typeof DiscountCodeUpdateSchema>;

export const DiscountCodeCreateSchema = DiscountCodeUpdateSchema.extend({
  /** Trimmed and upper-cased (admin §5); typed by shoppers, so no spaces or symbols. */
  code: safeText('Code', { required: DISCOUNT_CODE_MESSAGES.codeRequired })
    .trim()
    .toUpperCase()
    .min(1, DISCOUNT_CODE_MESSAGES.codeRequired)
    .max(50, 'Code must be at most 50 characters')
    .regex(/^[A-Z0-9_-]+$/, DISCOUNT_CODE_MESSAGES.codeCharacters),
});
export type DiscountCodeCreate = z.infer<typeof DiscountCodeCreateSchema>;

export const DiscountCodeActiveSchema = z.object({ isActive: z.boolean() });

export const AdminDiscountCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  discountPercentage: z.number().int(),
  expiresAt: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  usageCount: z.number().int(),
  maxUses: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  minSubtotalCents: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;
