import { useMutation, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Spec §9: the reminder badge checks the stored code again every 3 s. */
const RECHECK_MS = 3000;

function validateDiscountCode(code: string, signal?: AbortSignal) {
  return callApi(api.discounts.validate.$post({ json: { code } }, { init: { signal } }));
}

/** Checkout's Apply: whether a code is usable now, and its percentage. */
export function useValidateDiscount() {
  return useMutation({ mutationFn: (code: string) => validateDiscountCode(code) });
}

/** The reminder badge's check of the stored newsletter code: on load and every 3 s after. */
export function useDiscountCheck(code: string) {
  return useQuery({
    queryKey: queryKeys.discounts.check(code),
    queryFn: ({ signal }) => validateDiscountCode(code, signal),
    refetchInterval: RECHECK_MS,
    staleTime: 0,
  });
}
