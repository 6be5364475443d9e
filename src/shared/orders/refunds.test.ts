import { describe, expect, it } from 'vitest';
import {
  fullyRefunded,
  REFUND_NOT_POSITIVE,
  RefundInputSchema,
  refundProblem,
  refundStatus,
} from './refunds';

const order = (refundedCents: number) => ({
  orderNumber: 'CTK-10001',
  totalCents: 7498,
  refundedCents,
});

describe('refundStatus', () => {
  it('reads nothing, Partially refunded or Refunded, with the amount', () => {
    expect(refundStatus(order(0))).toBeNull();
    expect(refundStatus(order(1))?.text).toBe('Partially refunded $0.01');
    expect(refundStatus(order(7497))?.label).toBe('Partially refunded');
    expect(refundStatus(order(7498))).toEqual({
      label: 'Refunded',
      refundedCents: 7498,
      text: 'Refunded $74.98',
    });
  });
});

describe('refundProblem', () => {
  it('allows up to what is left, edge by edge', () => {
    expect(refundProblem(7498, order(0))).toBeNull();
    expect(refundProblem(7499, order(0))).toBe(
      'A refund of $74.99 is more than the $74.98 left to refund on this order.',
    );
    expect(refundProblem(5498, order(2000))).toBeNull();
    expect(refundProblem(5499, order(2000))).toContain('$54.98 left');
    expect(refundProblem(0, order(0))).toBe(REFUND_NOT_POSITIVE);
    expect(refundProblem(-1, order(0))).toBe(REFUND_NOT_POSITIVE);
    expect(refundProblem(1, order(7498))).toBe(fullyRefunded('CTK-10001'));
  });
});

describe('RefundInputSchema', () => {
  it('takes whole positive cents and a trimmed note, empty by default', () => {
    expect(RefundInputSchema.parse({ amountCents: 1250 })).toEqual({ amountCents: 1250, note: '' });
    expect(RefundInputSchema.parse({ amountCents: 1, note: '  Cash App  ' }).note).toBe('Cash App');
    expect(RefundInputSchema.safeParse({ amountCents: 0 }).success).toBe(false);
    expect(RefundInputSchema.safeParse({ amountCents: 1.5 }).success).toBe(false);
    expect(RefundInputSchema.safeParse({}).success).toBe(false);
  });
});
