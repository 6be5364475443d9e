// The order dialog's Cancel Order, notes and history (issue 26): beside queries.ts so the
// Orders screen's other requests stay where they were.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelOrder, OrderNote } from '../../../shared/orders/order-lifecycle.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useInvalidateOrders } from './queries';

const order = api.admin.orders[':id'];

/** The order's notes, status changes, mails sent and refunds, oldest first. */
export function useOrderTimeline(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.orders.timeline(id),
    queryFn: ({ signal }) =>
      callApi(order.timeline.$get({ param: idParam(id) }, { init: { signal } })),
    select: (data) => data.entries,
    // The worker sends an order's mails moments after the action that queued them.
    refetchInterval: 5000,
  });
}

export function useCancelOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelOrder }) =>
      callApi(order.cancel.$post({ param: idParam(id), json: input })),
    onSuccess: invalidate,
  });
}

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OrderNote }) =>
      callApi(order.notes.$post({ param: idParam(id), json: input })),
    // The answer is the history with the note in it.
    onSuccess: (data, { id }) =>
      queryClient.setQueryData(queryKeys.admin.orders.timeline(id), data),
  });
}
