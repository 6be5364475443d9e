import { useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The address parameter of the open order: /admin/orders?order={id}, as the new-order e-mail links. */
export const OPEN_ORDER_PARAM = 'order';

/**
 * The order open on the Orders screen lives in the address (?order={id}), so it can be shared,
 * bookmarked and reloaded; Back closes it. Closing an order opened from the list goes back to
 * the list's address; one opened from a link stays on its list, without the order.
 */
export function useOpenOrder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const openedHere = useRef(false);
  const id = searchParams.get(OPEN_ORDER_PARAM);

  const open = useCallback(
    (orderId: string) => {
      openedHere.current = true;
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(OPEN_ORDER_PARAM, orderId);
        return next;
      });
    },
    [setSearchParams],
  );

  const close = useCallback(() => {
    if (openedHere.current) {
      openedHere.current = false;
      void navigate(-1);
      return;
    }
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(OPEN_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [navigate, setSearchParams]);

  return { id, open, close };
}
