// Refunds, recorded (issue 26 item 3, docs/decisions/064): the order dialog's refunds and the form
// that records one. Payment is manual, so recording moves no money: the confirmation says so.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dollarsToCents, formatMoney } from '../../../shared/format/money';
import type { AdminOrder, AdminOrderSummary } from '../../../shared/orders/admin-order.schema';
import { PAYMENT_METHOD_NAMES } from '../../../shared/orders/payment-methods';
import {
  REFUND_NOTE_MAX,
  RefundInputSchema,
  refundProblem,
  refundStatus,
  type RefundInput,
} from '../../../shared/orders/refunds';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { schemaResolver } from '../common/schema-resolver';
import { useRecordRefund } from './queries';

export const FAILED_TO_RECORD_REFUND = 'Failed to record the refund';
export const refundRecorded = (amountCents: number) =>
  `Refund of ${formatMoney(amountCents)} recorded. The customer is e-mailed about it.`;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** "Refunded" or "Partially refunded" with the amount, beside the order's status; none when nothing was refunded. */
export function RefundBadge({
  order,
}: {
  order: Pick<AdminOrderSummary, 'totalCents' | 'refundedCents'>;
}) {
  const status = refundStatus(order);
  if (!status) return null;
  return <Badge tone={status.label === 'Refunded' ? 'red' : 'yellow'}>{status.text}</Badge>;
}

interface RefundFormValues {
  /** Dollars, as typed (named as the schema's field, so its messages land here). */
  amountCents: string;
  note: string;
}

// The typed dollars become cents; anything that is not an amount reads as missing.
const resolver = schemaResolver<RefundFormValues, RefundInput>(RefundInputSchema, (values) => ({
  amountCents: dollarsToCents(values.amountCents) ?? undefined,
  note: values.note,
}));

function RefundForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const recordRefund = useRecordRefund();
  const form = useForm<RefundFormValues, unknown, RefundInput>({
    defaultValues: { amountCents: '', note: '' },
    resolver,
  });
  const { errors } = form.formState;
  // The refund the owner asked to record, waiting for their confirmation.
  const [asked, setAsked] = useState<RefundInput | null>(null);
  const method = PAYMENT_METHOD_NAMES[order.paymentMethod];

  const onSubmit = (input: RefundInput) => {
    const problem = refundProblem(input.amountCents, order);
    if (problem) {
      form.setError('amountCents', { message: problem });
      return;
    }
    setAsked(input);
  };

  const onConfirm = () => {
    if (!asked) return;
    recordRefund.mutate(
      { id: order.id, input: asked },
      {
        onSuccess: () => {
          toast.success(refundRecorded(asked.amountCents));
          form.reset();
          setAsked(null);
        },
        onError: (error) => {
          console.error(FAILED_TO_RECORD_REFUND, error);
          toast.error(FAILED_TO_RECORD_REFUND, {
            description: errorMessage(error, '') || undefined,
          });
          setAsked(null);
        },
      },
    );
  };

  const amount = asked ? formatMoney(asked.amountCents) : '';
  return (
    <>
      <form
        aria-label="Record a refund"
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="space-y-4"
      >
        <FormField
          label="Refund Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          placeholder={(order.refundableCents / 100).toFixed(2)}
          hint={`Up to ${formatMoney(order.refundableCents)}. Send the money yourself first; recording it e-mails the customer.`}
          error={errors.amountCents?.message}
          {...form.register('amountCents')}
        />
        <div className="space-y-2">
          <Label htmlFor={`${id}-note`}>Refund Note</Label>
          <Textarea
            id={`${id}-note`}
            rows={2}
            maxLength={REFUND_NOTE_MAX}
            placeholder="How and when you sent it (only you see this)"
            aria-invalid={Boolean(errors.note) || undefined}
            aria-describedby={errors.note ? `${id}-note-error` : undefined}
            {...form.register('note')}
          />
          <FieldError id={`${id}-note-error`} message={errors.note?.message} />
        </div>
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          Record Refund
        </Button>
      </form>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open && !recordRefund.isPending) setAsked(null);
        }}
        title="Record a refund"
        description={`Record a refund of ${amount} to ${order.customerName}? This does not send any money: the store cannot. Send ${amount} back yourself with ${method} first. Recording it tells ${order.customerName} by e-mail that the refund was sent.`}
        confirmLabel="Record Refund"
        onConfirm={onConfirm}
        pending={recordRefund.isPending}
      />
    </>
  );
}

/** The order dialog's Refunds: what was refunded, each refund, and the form while some is left. */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const status = refundStatus(order);
  return (
    <div className="space-y-4 text-sm">
      {status ? (
        <p className="font-semibold">
          {status.text} of {formatMoney(order.totalCents)}
          {order.refundableCents > 0 ? ` · ${formatMoney(order.refundableCents)} left` : ''}
        </p>
      ) : null}
      {order.refunds.length > 0 ? (
        <ol aria-label="Refunds" className="space-y-2">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="border-l-2 border-line pl-3">
              <p className="font-semibold tabular-nums">{formatMoney(refund.amountCents)}</p>
              {refund.note ? <p className="break-words">{refund.note}</p> : null}
              <p className="text-muted">
                {refund.createdBy ? refund.createdBy.name : 'A deleted account'} ·{' '}
                <time dateTime={refund.createdAt}>
                  {dateTime.format(new Date(refund.createdAt))}
                </time>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {order.refundableCents > 0 ? <RefundForm order={order} /> : null}
    </div>
  );
}
