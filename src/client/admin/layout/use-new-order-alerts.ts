import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../ui/toast';
import { newOrderSummary, newOrderTitle } from '../../../shared/notifications/new-order.schema';
import { queryKeys } from '../../lib/query-keys';
import { firstSighting, listenToAdminFeed } from './admin-feed';

/** Spec admin §4 Push alerts: the new-order toast lasts 10 s. */
const NEW_ORDER_TOAST_MS = 10_000;

// Per tab, not per mount: leaving the admin area and coming back must not repeat an alert.
const isNewOrder = firstSighting();

/**
 * On every admin screen: "New Order: {order_number}" with the customer and total, once per
 * order, as the server announces each saved order.
 */
export function useNewOrderAlerts(): void {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      listenToAdminFeed((message) => {
        if (message.type !== 'new-orders') return;
        const order = message.payload;
        if (!isNewOrder(order.id)) return;
        toast.message(newOrderTitle(order.orderNumber), {
          id: `new-order-${order.id}`,
          description: newOrderSummary(order),
          duration: NEW_ORDER_TOAST_MS,
        });
        // The dashboard's figures and an open Orders list both have a new order to show.
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      }),
    [queryClient],
  );
}
