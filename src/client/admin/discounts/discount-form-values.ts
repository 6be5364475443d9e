import {
  DEFAULT_DISCOUNT_PERCENTAGE,
  DiscountCodeCreateSchema,
  DiscountCodeUpdateSchema,
  type AdminDiscountCode,
  type DiscountCodeCreate,
  type DiscountCodeUpdate,
} from '../../../shared/marketing/discount-code.schema';
import { dollarsToCents } from '../../../shared/format/money';
import { schemaResolver } from '../common/schema-resolver';
import { fromLocalInput, toLocalInput } from '../promotions/promotion-form-values';

/** The form's fields carry the API's names, so the schema's messages land on them. */
export interface DiscountFormValues {
  code: string;
  discountPercentage: number;
  /** A `datetime-local` value in the owner's time zone, or empty for no expiry. */
  expiresAt: string;
  description: string;
  /** As typed; empty for no limit. */
  maxUses: string;
  oncePerCustomer: boolean;
  /** Dollars as typed ("50" or "49.99"); empty for no minimum. */
  minSubtotalCents: string;
}

export function discountFormValues(discount: AdminDiscountCode | null): DiscountFormValues {
  return {
    code: discount?.code ?? '',
    discountPercentage: discount?.discountPercentage ?? DEFAULT_DISCOUNT_PERCENTAGE,
    expiresAt: discount?.expiresAt ? toLocalInput(new Date(discount.expiresAt)) : '',
    description: discount?.description ?? '',
    maxUses: discount?.maxUses == null ? '' : String(discount.maxUses),
    oncePerCustomer: discount?.oncePerCustomer ?? false,
    minSubtotalCents:
      discount?.minSubtotalCents == null ? '' : (discount.minSubtotalCents / 100).toFixed(2),
  };
}

/** The API body: local time as an ISO instant, counts as numbers, dollars as cents. */
function toInput(values: DiscountFormValues) {
  const maxUses = values.maxUses.trim();
  const minimum = values.minSubtotalCents.trim();
  return {
    ...values,
    expiresAt: values.expiresAt ? fromLocalInput(values.expiresAt) : null,
    maxUses: maxUses === '' ? null : Number(maxUses),
    // Unreadable dollars become NaN, which the schema names on the field.
    minSubtotalCents: minimum === '' ? null : (dollarsToCents(minimum) ?? Number.NaN),
  };
}

export const createDiscountResolver = schemaResolver<DiscountFormValues, DiscountCodeCreate>(
  DiscountCodeCreateSchema,
  toInput,
);

export const updateDiscountResolver = schemaResolver<DiscountFormValues, DiscountCodeUpdate>(
  DiscountCodeUpdateSchema,
  toInput,
);
