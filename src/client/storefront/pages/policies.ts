// The store's policies, written once so that the product page, the Shipping, Returns and Terms
// pages and the contact FAQ can never say different things (DECISIONS.md: one shipping rule,
// one returns policy, one delivery time; spec §9 for the figures).
import { formatMoney } from '../../../shared/format/money';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_CENTS } from '../../../shared/pricing/pricing';

const threshold = formatMoney(FREE_SHIPPING_THRESHOLD_CENTS);
const flatRate = formatMoney(SHIPPING_CENTS);

export const FREE_SHIPPING = `Free U.S. shipping on orders of ${threshold} or more`;
export const SHIPPING_RATE = `Shipping is a flat ${flatRate} per order within the U.S., and free when your order comes to ${threshold} or more after discounts.`;
export const US_ONLY = 'We ship only within the United States.';

export const DELIVERY_TIME =
  'Made to order: processing takes 3-7 business days, then delivery takes 1-5 business days.';
export const PROCESSING_PEAKS =
  'During big drops, processing can rarely take up to 10 business days.';
export const CARRIERS = 'Orders ship with USPS, UPS or FedEx.';
export const TRACKING = 'Once your order ships, we e-mail you its tracking number.';

export const ALL_SALES_FINAL = 'All sales are final.';
export const ALL_SALES_FINAL_REASON =
  'Every piece is printed to order for you, so we cannot take returns or give refunds for a change of mind.';
export const DAMAGE_POLICY =
  'If your order arrives damaged or defective, report it within 7 days of delivery with your order number and photos, and we will make it right.';
export const SIZE_EXCHANGE =
  'Need a different size? E-mail us through our contact form about a size exchange.';
