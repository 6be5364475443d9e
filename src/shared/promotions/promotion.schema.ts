import { z } from 'zod';
import { safeText } from '../text/safe-text';

/** The promotion running now, as the storefront sees it. */
export const ActivePromotionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  discountPercentage: z.number().int().min(1).max(100),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  bannerMessage: z.string(),
});
export type ActivePromotion = z.infer<typeof ActivePromotionSchema>;

/**
 * The banner text when the owner leaves it empty (admin §5).
 * @example defaultBannerMessage('Black Friday', 25) // "Black Friday - 25% OFF SITE-WIDE!"
 */
export function defaultBannerMessage(title: string, discountPercentage: number): string {
  return `${title} - ${discountPercentage}% OFF SITE-WIDE!`;
}

/** Active now: switched on, started, not yet ended (start <= now < end). */
export function isPromotionLive(
  promotion: { isActive: boolean; startDate: Date; endDate: Date },
  now: Date,
): boolean {
  return promotion.isActive && promotion.startDate <= now && now < promotion.endDate;
}

export const PROMOTION_MESSAGES = {
  titleRequired: 'Title is required',
  percentage: 'Discount must be a whole number from 1 to 100',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
} as const;

/** The owner's promotion form (admin §5). Dates are ISO strings with an offset. */
export const PromotionInputSchema = z
  .object({
    title: safeText('Title', { required: PROMOTION_MESSAGES.titleRequired })
      .trim()
      .min(1, PROMOTION_MESSAGES.titleRequired)
      .max(120),
    discountPercentage: z
      .number(PROMOTION_MESSAGES.percentage)
      .int(PROMOTION_MESSAGES.percentage)
      .min(1, PROMOTION_MESSAGES.percentage)
      .max(100, PROMOTION_MESSAGES.percentage),
    startDate: z.iso.datetime({ offset: true, message: PROMOTION_MESSAGES.startRequired }),
    endDate: z.iso.datetime({ offset: true, message: PROMOTION_MESSAGES.endRequired }),
    bannerMessage: safeText('Banner message')
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
    isActive: z.boolean().default(false),
  })
  .refine((value) => new Date(value.endDate) > new Date(value.startDate), {
    message: PROMOTION_MESSAGES.endAfterStart,
    path: ['endDate'],
  });
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

export const PromotionActiveSchema = z.object({ isActive: z.boolean() });

export const PromotionStatusSchema = z.enum(['live', 'scheduled']).nullable();

export const AdminPromotionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  discountPercentage: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  bannerMessage: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** LIVE NOW when active and inside its window, SCHEDULED when active outside it (admin §4). */
  status: PromotionStatusSchema,
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

export function promotionStatus(
  promotion: { isActive: boolean; startDate: Date; endDate: Date },
  now: Date,
): 'live' | 'scheduled' | null {
  if (!promotion.isActive) return null;
  return isPromotionLive(promotion, now) ? 'live' : 'scheduled';
}
