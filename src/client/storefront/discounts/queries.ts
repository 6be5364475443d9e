import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

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

/**
 * The reminder badge's check of the stored newsletter code: once per page view (`page`, the
 * path shown), not every 3 s as spec §9 had it. A timer's checks from one open tab added up to
 * the server's limit and took the code away from the shopper (docs/decisions/049).
 */
export function useDiscountCheck(code: string, page: string) {
  return useQuery({
    queryKey: queryKeys.discounts.check(code, page),
    queryFn: ({ signal }) => validateDiscountCode(code, undefined, signal),
    // Checked again when the shopper comes back to a page, not when the window is focused.
    staleTime: 0,
    refetchOnWindowFocus: false,
    // The last page's answer stays while this page's check loads: no flicker between pages.
    placeholderData: keepPreviousData,
  });
}
