// Refunds, recorded (issue 26, docs/decisions/064): payment is manual, so the owner sends the
// money back by hand and records it here. The store keeps the amount and note, tells the
// customer, and nets the sum out of revenue. The rules below are shared by the owner's form
// and the server, which checks them again in the transaction that records the refund.
import { z } from 'zod';
import { formatMoney } from '../format/money';

export const REFUND_NOTE_MAX = 500;
export const REFUND_AMOUNT_REQUIRED = 'Please enter the amount you refunded, like 12.50';
export const REFUND_NOT_POSITIVE = 'The refund must be more than $0.00';

/** What the owner records: the amount in cents (the form takes dollars) and a note. */
export const RefundInputSchema = z.object({
  amountCents: z
    .number(REFUND_AMOUNT_REQUIRED)
    .int('The refund must be a whole number of cents')
    .positive(REFUND_NOT_POSITIVE)
    // Far above any order: the remainder is the real bound, checked against the order.
    .max(100_000_000, 'The refund is more than this order could have cost'),
  /** The owner's record (how and when it was sent); not sent to the customer. */
  note: z
    .string('Note must be text')
    .trim()
    .max(REFUND_NOTE_MAX, `The note can be at most ${REFUND_NOTE_MAX} characters`)
    .default(''),
});
export type RefundInput = z.infer<typeof RefundInputSchema>;
export type RefundInputFields = z.input<typeof RefundInputSchema>;

/** One recorded refund, as the owner's order detail lists it (oldest first). */
export const OrderRefundSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  /** Null once the account is deleted. */
  createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

interface RefundedOrder {
  totalCents: number;
  refundedCents: number;
}

/** What is left to send back: what was paid minus what was already refunded. */
export const refundRemainderCents = (order: RefundedOrder) =>
  Math.max(0, order.totalCents - order.refundedCents);

export const notRefundable = (orderNumber: string) =>
  `Order ${orderNumber} was not paid, so there is nothing to refund.`;

export const fullyRefunded = (orderNumber: string) =>
  `Order ${orderNumber} is already fully refunded.`;

export const refundOverRemainder = (amountCents: number, remainderCents: number) =>
  `A refund of ${formatMoney(amountCents)} is more than the ${formatMoney(remainderCents)} left to refund on this order.`;

/**
 * Why `amountCents` cannot be refunded on the order, or null: zero or less, or more than is
 * left after the refunds already recorded.
 * @example refundProblem(5000, { orderNumber: 'CTK-10001', totalCents: 7498, refundedCents: 4000 })
 *   // "A refund of $50.00 is more than the $34.98 left to refund on this order."
 */
export function refundProblem(
  amountCents: number,
  order: RefundedOrder & { orderNumber: string },
): string | null {
  const remainder = refundRemainderCents(order);
  if (remainder === 0) return fullyRefunded(order.orderNumber);
  if (!(amountCents > 0)) return REFUND_NOT_POSITIVE;
  if (amountCents > remainder) return refundOverRemainder(amountCents, remainder);
  return null;
}

export type RefundLabel = 'Refunded' | 'Partially refunded';

/**
 * How an order's refunds read wherever the order is shown (the owner's dialog and list, the
 * shopper's order page and tracking), or null when nothing was refunded.
 * @example refundStatus({ totalCents: 7498, refundedCents: 2000 })
 *   // { label: 'Partially refunded', refundedCents: 2000, text: 'Partially refunded $20.00' }
 */
export function refundStatus(
  order: RefundedOrder,
): { label: RefundLabel; refundedCents: number; text: string } | null {
  if (order.refundedCents <= 0) return null;
  const label: RefundLabel =
    order.refundedCents >= order.totalCents ? 'Refunded' : 'Partially refunded';
  return {
    label,
    refundedCents: order.refundedCents,
    text: `${label} ${formatMoney(order.refundedCents)}`,
  };
}
