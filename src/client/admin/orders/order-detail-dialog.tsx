import { CircleCheck, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '../../ui/toast';
import { formatDate, payByText } from '../../../shared/format/date';
import type { AdminOrder } from '../../../shared/orders/admin-order.schema';
import { PAYMENT_METHOD_NAMES } from '../../../shared/orders/payment-methods';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { OrderItemList } from '../../ui/order-item-list';
import { Spinner } from '../../ui/spinner';
import { errorMessage } from '../common/error-message';
import { ErrorState, LoadingState } from '../common/query-states';
import { useConfirmDelete, type DeleteMutation } from '../common/use-confirm-delete';
import { OrderDocumentLinks } from './order-documents';
import { OrderEditForm } from './order-edit-form';
import { OrderRefunds, RefundBadge } from './order-refunds';
import { PaymentSentDetails } from './order-payment-sent';
import { OrderStatusBadge } from './order-status';
import { CancelOrderButton, OrderCancelDialog } from './order-cancel';
import { OrderTotals } from './order-summary';
import { OrderTimeline } from './order-timeline';
import { useAdminOrder, useDeleteOrder, useMarkOrderPaid } from './queries';

// Spec admin §8 Orders, word for word.
export const ORDER_MARKED_PAID = 'Order marked as paid and moved to processing';
export const ORDER_DELETED = 'Order deleted successfully';
export const FAILED_TO_DELETE_ORDER = 'Failed to delete order';
export const CONFIRM_DELETE_ORDER =
  'Are you sure you want to delete this order? This action cannot be undone.';
const FAILED_TO_LOAD_ORDER = 'Failed to load order';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 border-t border-line pt-4">
      <h3 className="text-xs font-semibold tracking-widest text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

export interface OrderDetailDialogProps {
  /** The order open (from the address: ?order=<id>); null when closed. */
  orderId: string | null;
  onClose: () => void;
}

/** One order: its lines and totals, the owner's edits, Mark as Paid, history and delete. */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const detail = useAdminOrder(orderId);
  const markPaid = useMarkOrderPaid();
  const deleteOrder = useDeleteOrder();
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  // The detail closes once its order is gone.
  const deleteAndClose: DeleteMutation = {
    isPending: deleteOrder.isPending,
    mutate: (id, callbacks) =>
      deleteOrder.mutate(id, {
        ...callbacks,
        onSuccess: () => {
          callbacks.onSuccess();
          onClose();
        },
      }),
  };
  const deletion = useConfirmDelete<{ id: string }>(deleteAndClose, {
    title: 'Delete order',
    question: CONFIRM_DELETE_ORDER,
    deleted: ORDER_DELETED,
    failed: FAILED_TO_DELETE_ORDER,
  });

  const onMarkPaid = (id: string) =>
    markPaid.mutate(id, {
      onSuccess: () => toast.success(ORDER_MARKED_PAID),
      onError: (error) => {
        console.error('Mark as paid failed', error);
        toast.error(errorMessage(error, 'Failed to update order'));
      },
    });

  const order = detail.data;
  let body: ReactNode;
  if (detail.isPending) {
    body = <LoadingState label="Loading order" />;
  } else if (detail.isError || !order) {
    body = (
      <ErrorState
        title={FAILED_TO_LOAD_ORDER}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-5">
        <div className="space-y-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <RefundBadge order={order} />
            <span className="text-muted">{formatDate(order.createdAt)}</span>
          </div>
          {order.status === 'pending_payment' && order.paymentDueAt ? (
            <p className="font-semibold">
              <time dateTime={order.paymentDueAt}>{payByText(order.paymentDueAt)}</time>: unpaid by
              then, the order is cancelled automatically.
            </p>
          ) : null}
          <p>
            <span className="font-semibold">{order.customerName}</span> ·{' '}
            <a className="underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </p>
          <p>
            Payment method:{' '}
            <span className="font-semibold">{PAYMENT_METHOD_NAMES[order.paymentMethod]}</span>
          </p>
          <PaymentSentDetails order={order} />
        </div>
        <OrderDocumentLinks orderId={order.id} />
        {order.status === 'pending_payment' ? (
          <Button
            onClick={() => onMarkPaid(order.id)}
            disabled={markPaid.isPending}
            className="w-full sm:w-auto"
          >
            {markPaid.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-4" />
            )}
            Mark as Paid
          </Button>
        ) : null}
        <Section title="Items">
          <OrderItemList items={order.items} compact />
          <OrderTotals order={order} />
        </Section>
        {order.refundableCents > 0 || order.refunds.length > 0 ? (
          <Section title="Refunds">
            <OrderRefunds order={order} />
          </Section>
        ) : null}
        <Section title="Fulfilment">
          {/* Keyed by status so Mark as Paid (a change made outside the form) refreshes it. */}
          <OrderEditForm key={order.status} order={order} />
        </Section>
        <Section title="History">
          <OrderTimeline orderId={order.id} />
        </Section>
        <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center">
          <CancelOrderButton order={order} onClick={() => setCancelling(order)} />
          <Button variant="ghost" onClick={() => deletion.ask(order)} className="text-accent">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete Order
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      <Dialog
        open={orderId !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={detail.data ? `Order ${detail.data.orderNumber}` : 'Order'}
        className="sm:max-w-2xl"
      >
        {body}
      </Dialog>
      <ConfirmDialog {...deletion.dialog} />
      <OrderCancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
