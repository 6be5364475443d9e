// After the order is placed (issue 26): cancelling with a reason, the owner's internal notes,
// and the order's history as the detail dialog shows it (docs/decisions/063).
import { z } from 'zod';
import { ORDER_STATUSES, PAID_STATUSES, type OrderStatus } from './order-status';

/**
 * The statuses the detail dialog's select offers an order in `status` (docs/decisions/063):
 * never cancelled (Cancel Order, with its reason, does that), and nothing but cancelled once
 * cancelled (its code was given back; cancelled is final).
 */
export function selectableStatuses(status: OrderStatus): readonly OrderStatus[] {
  return status === 'cancelled'
    ? ['cancelled']
    : ORDER_STATUSES.filter((choice) => choice !== 'cancelled');
}

/**
 * Whether cancelling this order tells the customer their refund follows: it was paid, and not
 * all of it has been given back yet (the cancel mail, and the owner's confirmation before it).
 */
export function refundFollowsCancel(order: {
  status: OrderStatus;
  refundedCents: number;
  totalCents: number;
}): boolean {
  return PAID_STATUSES.includes(order.status) && order.refundedCents < order.totalCents;
}

export const CANCEL_REASON_MAX = 500;
export const ORDER_NOTE_MAX = 2000;

export const CancelOrderSchema = z.object({
  /** Told to the customer in the cancellation e-mail. */
  reason: z
    .string('Please give a reason for cancelling')
    .trim()
    .min(1, 'Please give a reason for cancelling')
    .max(CANCEL_REASON_MAX, `The reason is too long (at most ${CANCEL_REASON_MAX} characters)`),
});
export type CancelOrder = z.infer<typeof CancelOrderSchema>;

/** An internal note: never shown to the customer. */
export const OrderNoteSchema = z.object({
  body: z
    .string('Please write a note')
    .trim()
    .min(1, 'Please write a note')
    .max(ORDER_NOTE_MAX, `The note is too long (at most ${ORDER_NOTE_MAX} characters)`),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** Who did it: an account, or null for the store itself (or an account deleted since). */
const ActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

const entry = { id: z.string(), at: z.string(), by: ActorSchema };

export const OrderTimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), ...entry, body: z.string() }),
  z.object({
    kind: z.literal('status'),
    ...entry,
    fromStatus: z.enum(ORDER_STATUSES),
    toStatus: z.enum(ORDER_STATUSES),
    /** The reason given, on the change that cancelled the order. */
    reason: z.string().nullable(),
  }),
  /** An e-mail about the order that went out, by its subject. */
  z.object({ kind: z.literal('mail'), ...entry, subject: z.string() }),
  z.object({
    kind: z.literal('refund'),
    ...entry,
    amountCents: z.number().int(),
    note: z.string(),
  }),
]);
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

export const OrderTimelineSchema = z.object({
  /** Oldest first. */
  entries: z.array(OrderTimelineEntrySchema),
});
export type OrderTimeline = z.infer<typeof OrderTimelineSchema>;
