import { Ban } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../shared/orders/admin-order.schema';
import {
  CancelOrderSchema,
  refundFollowsCancel,
} from '../../../shared/orders/order-lifecycle.schema';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { useCancelOrder } from './lifecycle-queries';

export const ORDER_CANCELLED = 'Order cancelled. The customer is e-mailed the reason.';
export const FAILED_TO_CANCEL_ORDER = 'Failed to cancel order';

/** What cancelling does, said before the owner confirms it. */
function consequences(order: AdminOrder): string {
  const refundFollows = refundFollowsCancel(order);
  return [
    `The customer is e-mailed this reason${refundFollows ? ' and told that their refund follows (record it under Refunds once sent)' : ''}.`,
    order.discountCode ? `The code ${order.discountCode} becomes usable again.` : '',
    'A cancelled order cannot be reopened.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The Cancel Order button of an order not cancelled yet. */
export function CancelOrderButton({ order, onClick }: { order: AdminOrder; onClick: () => void }) {
  if (order.status === 'cancelled') return null;
  return (
    <Button variant="secondary" onClick={onClick} className="w-full sm:w-auto">
      <Ban aria-hidden="true" className="size-4" />
      Cancel Order
    </Button>
  );
}

export interface OrderCancelDialogProps {
  /** The order being cancelled; null when closed. */
  order: AdminOrder | null;
  onClose: () => void;
}

/**
 * Cancel Order (issue 26): a reason for the customer, and a confirmation. Rendered beside the
 * order's dialog, not inside it: a nested <dialog>'s close event would bubble through React to
 * the order dialog and close it too.
 */
export function OrderCancelDialog({ order, onClose }: OrderCancelDialogProps) {
  const id = useId();
  const cancelOrder = useCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    if (cancelOrder.isPending) return;
    setReason('');
    setError(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    const parsed = CancelOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    cancelOrder.mutate(
      { id: order.id, input: parsed.data },
      {
        onSuccess: () => {
          setReason('');
          setError(undefined);
          onClose();
          toast.success(ORDER_CANCELLED);
        },
        onError: (failure) => {
          console.error(FAILED_TO_CANCEL_ORDER, failure);
          toast.error(FAILED_TO_CANCEL_ORDER, {
            description: errorMessage(failure, '') || undefined,
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={order ? `Cancel order ${order.orderNumber}?` : 'Cancel order'}
      description={order ? consequences(order) : undefined}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Label htmlFor={`${id}-reason`}>Reason (sent to the customer)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} message={error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={cancelOrder.isPending}>
            Keep Order
          </Button>
          <Button type="submit" variant="accent" disabled={cancelOrder.isPending}>
            {cancelOrder.isPending ? <Spinner className="size-4" /> : null}
            Cancel Order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
