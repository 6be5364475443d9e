import {
  PromotionInputSchema,
  type AdminPromotion,
  type PromotionInput,
} from '../../../shared/promotions/promotion.schema';
import { schemaResolver } from '../common/schema-resolver';

/** Spec admin §5 "Promotion": 1 to 100 %, default 10. */
export const DEFAULT_PROMOTION_PERCENTAGE = 10;

export interface PromotionFormValues {
  title: string;
  discountPercentage: number;
  /** `datetime-local` values ("2026-11-27T09:00"), in the owner's time zone. */
  startDate: string;
  endDate: string;
  bannerMessage: string;
  isActive: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A `datetime-local` value (local time, no offset) as the ISO instant the API takes. Empty or
 * unreadable input is passed on as it is, for the schema to name.
 */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function promotionFormValues(
  promotion: AdminPromotion | null,
  now: Date,
): PromotionFormValues {
  if (!promotion) {
    return {
      title: '',
      discountPercentage: DEFAULT_PROMOTION_PERCENTAGE,
      startDate: toLocalInput(now),
      endDate: '',
      bannerMessage: '',
      isActive: true,
    };
  }
  return {
    title: promotion.title,
    discountPercentage: promotion.discountPercentage,
    startDate: toLocalInput(new Date(promotion.startDate)),
    endDate: toLocalInput(new Date(promotion.endDate)),
    bannerMessage: promotion.bannerMessage ?? '',
    isActive: promotion.isActive,
  };
}

/** The server's schema, given the form's local times as ISO instants. */
export const promotionResolver = schemaResolver<PromotionFormValues, PromotionInput>(
  PromotionInputSchema,
  (values) => ({
    ...values,
    startDate: fromLocalInput(values.startDate),
    endDate: fromLocalInput(values.endDate),
  }),
);
