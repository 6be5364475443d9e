import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrder, PaymentSent } from '../../../shared/orders/checkout.schema';
import { IDEMPOTENCY_HEADER } from '../../../shared/orders/idempotency-key';
import { api, callApi, idParam } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { checkoutAttemptKey } from './placed-order';

/** The methods the owner offers, with their handles (DECISIONS.md: from the owner's settings). */
export function usePaymentMethods() {
  return useQuery({
    queryKey: queryKeys.paymentMethods,
    queryFn: ({ signal }) => callApi(api['payment-methods'].$get({}, { init: { signal } })),
    select: (data) => data.paymentMethods,
  });
}

/**
 * Places the order: the server prices it and answers with the totals it saved, which the
 * instructions step shows. The session cookie, not the body, makes a signed-in shopper its owner.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: CreateOrder) =>
      callApi(
        api.orders.$post(
          { json: order },
          { headers: { [IDEMPOTENCY_HEADER]: checkoutAttemptKey(order) } },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.orders }),
  });
}

/** "I've Sent the Payment", with the shopper's reference: the server queues the confirmation e-mail. */
export function usePaymentSent() {
  return useMutation({
    mutationFn: ({ orderId, ...sent }: PaymentSent & { orderId: string }) =>
      callApi(api.orders[':id']['payment-sent'].$post({ param: idParam(orderId), json: sent })),
  });
}
