// @vitest-environment jsdom
// The orders chosen for a PDF: in the list's order, all at once, and none after the view changes.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderSummary } from '../../../shared/orders/admin-order.schema';
import { useOrderSelection } from './use-order-selection';

afterEach(cleanup);

const order = (id: string): AdminOrderSummary => ({
  id,
  orderNumber: `CTK-${id}`,
  createdAt: '2026-11-22T12:00:00.000Z',
  customerName: 'Ruth Shopper',
  customerEmail: 'ruth@example.com',
  totalCents: 7498,
  refundedCents: 0,
  status: 'processing',
  paymentMethod: 'cashapp',
});
const shown = [order('1'), order('2'), order('3')];

describe('useOrderSelection', () => {
  it('lists the chosen orders in the list’s order, and selects or clears them all', () => {
    const { result } = renderHook(() => useOrderSelection('processing', shown));
    act(() => result.current.toggle('3', true));
    act(() => result.current.toggle('1', true));
    expect(result.current.selected).toEqual(['1', '3']);
    act(() => result.current.toggle('3', false));
    expect(result.current.selected).toEqual(['1']);
    act(() => result.current.selectAll(true));
    expect(result.current.selected).toEqual(['1', '2', '3']);
    act(() => result.current.selectAll(false));
    expect(result.current.selected).toEqual([]);
  });

  it('starts with none chosen in another view', () => {
    const { result, rerender } = renderHook(({ view }) => useOrderSelection(view, shown), {
      initialProps: { view: 'processing' },
    });
    act(() => result.current.selectAll(true));
    rerender({ view: 'shipped' });
    expect(result.current.selected).toEqual([]);
    expect(result.current.isSelected('1')).toBe(false);
  });
});
