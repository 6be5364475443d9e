// The Orders list's status filter (admin §9): the spec's choices, in its order.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_FILTERS, OrderListQuerySchema } from './admin-order.schema';

describe('the status filter', () => {
  it('offers all, then every status but awaiting payment, in the spec’s order', () => {
    expect(ORDER_STATUS_FILTERS).toEqual([
      'all',
      'pending',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
  });

  it('takes the awaiting-payment view besides the filters, and nothing else', () => {
    expect(OrderListQuerySchema.safeParse({ status: 'pending_payment' }).success).toBe(true);
    expect(OrderListQuerySchema.safeParse({ status: 'paid' }).success).toBe(false);
  });
});
