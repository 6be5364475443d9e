import { useMutation, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Spec §9: the reminder badge checks the stored code again every 3 s. */
const RECHECK_MS = 3000;

function validateDiscountCode(code: string, subtotalCents?: number, signal?: AbortSignal) {
  return callApi(
    api.discounts.validate.$post({ json: { code, subtotalCents } }, { init: { signal } }),
  );
}

/**
 * Checkout's Apply: whether a code is usable now for a cart of this merchandise subtotal (a code
 * may ask for a minimum), and its percentage.
 */
export function useValidateDiscount() {
  return useMutation({
    mutationFn: ({ code, subtotalCents }: { code: string; subtotalCents: number }) =>
      validateDiscountCode(code, subtotalCents),
  });
}

/** The reminder badge's check of the stored newsletter code: on load and every 3 s after. */
export function useDiscountCheck(code: string) {
  return useQuery({
    queryKey: queryKeys.discounts.check(code),
    queryFn: ({ signal }) => validateDiscountCode(code, undefined, signal),
    refetchInterval: RECHECK_MS,
    staleTime: 0,
  });
}
