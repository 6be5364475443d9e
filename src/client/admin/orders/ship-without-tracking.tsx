import type { AdminOrder, AdminOrderUpdate } from '../../../shared/orders/admin-order.schema';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const SHIP_WITHOUT_TRACKING_TITLE = 'No tracking number';
export const SHIP_WITHOUT_TRACKING_QUESTION =
  'No tracking number: the customer gets no shipping e-mail. Mark as shipped anyway?';
export const SHIP_ANYWAY = 'Mark as Shipped';

/**
 * The save would leave the order Shipped with no tracking number, and it was not already so:
 * no shipping e-mail goes out (it needs a number), so the owner is asked first.
 */
export function shipsWithoutTracking(order: AdminOrder, input: AdminOrderUpdate): boolean {
  const status = input.status ?? order.status;
  const number = input.trackingNumber === undefined ? order.trackingNumber : input.trackingNumber;
  const alreadySo = order.status === 'shipped' && !order.trackingNumber;
  return status === 'shipped' && !number && !alreadySo;
}

export interface ShipWithoutTrackingDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ShipWithoutTrackingDialog({
  open,
  pending,
  onConfirm,
  onCancel,
}: ShipWithoutTrackingDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={SHIP_WITHOUT_TRACKING_TITLE}
      description={SHIP_WITHOUT_TRACKING_QUESTION}
      confirmLabel={SHIP_ANYWAY}
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
