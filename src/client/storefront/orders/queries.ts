import { useMutation, useQuery } from '@tanstack/react-query';
import type { TrackOrder } from '../../../shared/orders/checkout.schema';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** One of the signed-in shopper's own orders; someone else's answers 404 like a missing one. */
export function useOrder(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.order(id),
    queryFn: ({ signal }) =>
      callApi(api.orders[':id'].$get({ param: idParam(id) }, { init: { signal } })),
    // The order, and where to pay for it while it awaits payment (null otherwise).
    select: (data) => ({ order: data.order, payment: data.payment }),
    enabled: enabled && id !== '',
  });
}

/**
 * A guest's order read by its number and e-mail, for a page that has both in its address
 * (the page after "I've Sent the Payment"): the order and where to pay while it awaits payment.
 */
export function useTrackedOrder(lookup: TrackOrder) {
  return useQuery({
    queryKey: queryKeys.trackedOrder(lookup.orderNumber, lookup.email),
    queryFn: () => callApi(api.orders.track.$post({ json: lookup })),
    enabled: lookup.orderNumber !== '' && lookup.email !== '',
    // A lookup is rate-limited: no retry storms, no refetch on every focus.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** A guest's lookup by order number and e-mail (rate-limited by the server). */
export function useTrackOrder() {
  return useMutation({
    mutationFn: (lookup: TrackOrder) => callApi(api.orders.track.$post({ json: lookup })),
  });
}
