import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import {
  AdminOrderUpdateSchema,
  type AdminOrder,
  type AdminOrderUpdate,
} from '../../../shared/orders/admin-order.schema';
import { selectableStatuses } from '../../../shared/orders/order-lifecycle.schema';
import { ORDER_STATUS_HINTS } from '../../../shared/orders/order-status';
import { CARRIERS, trackingUrl } from '../../../shared/orders/tracking-url';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { schemaResolver } from '../common/schema-resolver';
import { ORDER_STATUS_LABELS } from './order-status';
import { useUpdateOrder } from './queries';
import { ShipWithoutTrackingDialog, shipsWithoutTracking } from './ship-without-tracking';

// Spec admin §8 Orders, word for word.
export const ORDER_UPDATED = 'Order updated successfully';
export const FAILED_TO_UPDATE_ORDER = 'Failed to update order';
export const SHIPPING_NOTIFICATION_QUEUED = 'Shipping notification will be sent to customer';

interface OrderFormValues {
  status: AdminOrder['status'];
  /** '' is "none". */
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  notes: string;
}

const formValues = (order: AdminOrder): OrderFormValues => ({
  status: order.status,
  carrier: order.carrier ?? '',
  trackingNumber: order.trackingNumber ?? '',
  trackingUrl: order.trackingUrl ?? '',
  shippingAddress: order.shippingAddress,
  shippingCity: order.shippingCity,
  shippingState: order.shippingState,
  shippingZip: order.shippingZip,
  notes: order.notes ?? '',
});

// Empty tracking fields and notes are saved as null (admin §7); the schema trims and clears them.
const resolver = schemaResolver<OrderFormValues, AdminOrderUpdate>(
  AdminOrderUpdateSchema,
  (values) => ({ ...values, carrier: values.carrier || null }),
);

/** The URL the carrier and number give, '' until both are set. */
const builtUrl = (values: Pick<OrderFormValues, 'carrier' | 'trackingNumber'>) =>
  trackingUrl(values.carrier, values.trackingNumber) ?? '';

export function OrderEditForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const updateOrder = useUpdateOrder();
  const form = useForm<OrderFormValues, unknown, AdminOrderUpdate>({
    defaultValues: formValues(order),
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  // The URL follows carrier and number (admin §4) until the owner types one of their own.
  const [ownUrl, setOwnUrl] = useState(
    () => Boolean(order.trackingUrl) && order.trackingUrl !== builtUrl(formValues(order)),
  );
  const fillUrl = () => {
    if (!ownUrl) form.setValue('trackingUrl', builtUrl(form.getValues()));
  };
  // A save that would ship with no tracking number, held until the owner confirms it.
  const [unconfirmed, setUnconfirmed] = useState<AdminOrderUpdate | null>(null);
  const status = form.watch('status');

  const save = async (input: AdminOrderUpdate) => {
    try {
      const { order: saved, shippingNotificationQueued } = await updateOrder.mutateAsync({
        id: order.id,
        input,
      });
      form.reset(formValues(saved));
      toast.success(ORDER_UPDATED);
      if (shippingNotificationQueued) toast.info(SHIPPING_NOTIFICATION_QUEUED);
    } catch (error) {
      console.error(FAILED_TO_UPDATE_ORDER, error);
      toast.error(FAILED_TO_UPDATE_ORDER, {
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const onSubmit = async (input: AdminOrderUpdate) => {
    if (shipsWithoutTracking(order, input)) {
      setUnconfirmed(input);
      return;
    }
    await save(input);
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            aria-describedby={`${id}-status-hint`}
            {...form.register('status')}
          >
            {selectableStatuses(order.status).map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
          {/* What the chosen status means: Pending and Awaiting Payment are told apart here. */}
          <p id={`${id}-status-hint`} className="text-xs text-neutral-600">
            {ORDER_STATUS_HINTS[status]}
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-carrier`}>Carrier</Label>
          <Select id={`${id}-carrier`} {...form.register('carrier', { onChange: fillUrl })}>
            <option value="">None</option>
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrier}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <FormField
        label="Tracking Number"
        autoComplete="off"
        error={errors.trackingNumber?.message}
        {...form.register('trackingNumber', { onChange: fillUrl })}
      />
      <FormField
        label="Tracking URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="Filled in from the carrier and tracking number"
        error={errors.trackingUrl?.message}
        {...form.register('trackingUrl', {
          // Cleared, it follows the carrier and number again.
          onChange: (event: { target: { value: string } }) => setOwnUrl(event.target.value !== ''),
        })}
      />
      <FormField
        label="Shipping Address"
        autoComplete="off"
        error={errors.shippingAddress?.message}
        {...form.register('shippingAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="City"
          autoComplete="off"
          error={errors.shippingCity?.message}
          {...form.register('shippingCity')}
        />
        <FormField
          label="State"
          autoComplete="off"
          error={errors.shippingState?.message}
          {...form.register('shippingState')}
        />
        <FormField
          label="ZIP Code"
          autoComplete="off"
          error={errors.shippingZip?.message}
          {...form.register('shippingZip')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-notes`}>Internal Notes</Label>
        <Textarea
          id={`${id}-notes`}
          rows={3}
          placeholder="Only you see these"
          aria-invalid={Boolean(errors.notes) || undefined}
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
          {...form.register('notes')}
        />
        <FieldError id={`${id}-notes-error`} message={errors.notes?.message} />
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? <Spinner className="size-4" /> : null}
        {isSubmitting ? 'Saving...' : 'Save Changes'}
      </Button>
      <ShipWithoutTrackingDialog
        open={unconfirmed !== null}
        pending={updateOrder.isPending}
        onCancel={() => setUnconfirmed(null)}
        onConfirm={() => {
          if (!unconfirmed) return;
          void save(unconfirmed).finally(() => setUnconfirmed(null));
        }}
      />
    </form>
  );
}
