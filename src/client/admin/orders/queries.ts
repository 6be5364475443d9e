import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderUpdateInput,
  OrderListFilter,
} from '../../../shared/orders/admin-order.schema';
import type { PackingDocument } from '../../../shared/orders/packing-documents';
import type { RefundInputFields } from '../../../shared/orders/refunds';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateStorefrontReads } from '../../lib/storefront-reads';

const orders = api.admin.orders;

/** What the Orders screen shows: a status filter (or the awaiting-payment view) and a search. */
export interface OrdersView {
  status: OrderListFilter['status'];
  /** Part of an order number, customer name or e-mail; '' for none. */
  q: string;
}

const toQuery = ({ status, q }: OrdersView) => ({ status, ...(q ? { q } : {}) });

/** The orders of a view, a page at a time (newest first; the awaiting-payment view oldest first). */
export function useAdminOrders(view: OrdersView) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.orders.list(view),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        orders.$get(
          { query: { ...toQuery(view), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The CSV download of a view: a same-origin link, so the session cookie goes with it. */
export function ordersExportPath(view: OrdersView): string {
  return orders.export.$path({ query: toQuery(view) });
}

/** The packing slip or invoice PDF of one order: a same-origin link, like the CSV's. */
export function orderDocumentPath(kind: PackingDocument, id: string): string {
  const order = orders[':id'];
  const param = { param: idParam(id) };
  return kind === 'invoice'
    ? order['invoice.pdf'].$path(param)
    : order['packing-slip.pdf'].$path(param);
}

/** One PDF of packing slips or invoices for the chosen orders, in the list's order. */
export function ordersDocumentPath(kind: PackingDocument, ids: readonly string[]): string {
  const query = { query: { ids: ids.join(',') } };
  return kind === 'invoice'
    ? orders['invoices.pdf'].$path(query)
    : orders['packing-slips.pdf'].$path(query);
}

/** One order with its items, totals, shipping, notes and status history. */
export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.orders.detail(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(orders[':id'].$get({ param: idParam(id ?? '') }, { init: { signal } })),
    select: (data) => data.order,
    enabled: id !== null,
  });
}

/** An order write changes the lists, the detail, the dashboard's figures and best sellers. */
export function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      invalidateStorefrontReads(queryClient, 'orders'),
    ]);
}

export function useUpdateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminOrderUpdateInput }) =>
      callApi(orders[':id'].$patch({ param: idParam(id), json: input })),
    onSuccess: invalidate,
  });
}

export function useMarkOrderPaid() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: string) => callApi(orders[':id']['mark-paid'].$post({ param: idParam(id) })),
    onSuccess: invalidate,
  });
}

/** Records a refund the owner sent by hand; the server e-mails the customer (decision 064). */
export function useRecordRefund() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RefundInputFields }) =>
      callApi(orders[':id'].refunds.$post({ param: idParam(id), json: input })),
    onSuccess: invalidate,
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(orders[':id'].$delete({ param: idParam(id) })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.orders.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
        invalidateStorefrontReads(queryClient, 'orders'),
      ]);
    },
  });
}
