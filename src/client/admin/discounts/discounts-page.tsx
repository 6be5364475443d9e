import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { AdminDiscountCode } from '../../../shared/marketing/discount-code.schema';
import { formatMoney } from '../../../shared/format/money';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { FormDialog, type FormDialogTarget } from '../common/form-dialog';
import { ListPage } from '../common/list-page';
import { RowActions, useActiveSwitch } from '../common/row-actions';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { DiscountForm } from './discount-form';
import { useAdminDiscountCodes, useDeleteDiscountCode, useSetDiscountCodeActive } from './queries';

// Spec admin §4 and §8 "Discount codes", word for word.
export const FAILED_TO_LOAD_DISCOUNT_CODES = 'Failed to load discount codes';
export const DISCOUNT_ACTIVATED = 'Discount activated';
export const DISCOUNT_DEACTIVATED = 'Discount deactivated';
export const FAILED_TO_UPDATE_DISCOUNT_CODE = 'Failed to update discount code';
export const DISCOUNT_CODE_DELETED = 'Discount code deleted';
export const FAILED_TO_DELETE_DISCOUNT_CODE = 'Failed to delete discount code';
export const CONFIRM_DELETE_DISCOUNT_CODE =
  'Are you sure you want to delete this discount code? Orders placed with it keep their discount.';

// Spec: dates in U.S. long format; a code expires at a time of day too.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function expiryText(expiresAt: string | null, now: Date): string {
  if (!expiresAt) return 'Never expires';
  const date = new Date(expiresAt);
  return `${date <= now ? 'Expired' : 'Expires'} ${dateTime.format(date)}`;
}

/** The optional limits, in words: "50 uses max · once per customer · $75.00 minimum". */
function limitsText(discount: AdminDiscountCode): string | null {
  const parts = [
    discount.maxUses === null ? null : `${discount.maxUses} uses max`,
    discount.oncePerCustomer ? 'once per customer' : null,
    discount.minSubtotalCents === null ? null : `${formatMoney(discount.minSubtotalCents)} minimum`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function DiscountRow({
  discount,
  now,
  onEdit,
  onDelete,
}: {
  discount: AdminDiscountCode;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const activeSwitch = useActiveSwitch(useSetDiscountCodeActive(), discount.id, {
    on: DISCOUNT_ACTIVATED,
    off: DISCOUNT_DEACTIVATED,
    failed: FAILED_TO_UPDATE_DISCOUNT_CODE,
  });
  const limits = limitsText(discount);
  const uses = discount.usageCount === 1 ? '1 use' : `${discount.usageCount} uses`;

  return (
    <div className="flex flex-wrap items-start gap-4 p-4 sm:flex-nowrap">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-mono font-bold tracking-wider break-all">{discount.code}</p>
          <Badge tone="ink">{discount.discountPercentage}% off</Badge>
          {discount.isActive ? null : <Badge>Inactive</Badge>}
        </div>
        <p className="text-sm text-muted">
          {expiryText(discount.expiresAt, now)} · Used {uses}
          {discount.maxUses === null ? '' : ` of ${discount.maxUses}`}
        </p>
        {limits ? <p className="text-sm text-muted">{limits}</p> : null}
        {discount.description ? (
          <p className="text-sm break-words whitespace-pre-line">{discount.description}</p>
        ) : null}
      </div>
      <RowActions
        labels={{
          active: `${discount.code} active`,
          edit: `Edit ${discount.code}`,
          delete: `Delete ${discount.code}`,
        }}
        isActive={discount.isActive}
        {...activeSwitch}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
}

export function DiscountsPage({ title }: AdminScreenProps) {
  const discounts = useAdminDiscountCodes();
  const [editing, setEditing] = useState<FormDialogTarget<AdminDiscountCode>>(null);
  // Read once per render of the list: "Expired" against this moment.
  const now = new Date();
  const deletion = useConfirmDelete<AdminDiscountCode>(useDeleteDiscountCode(), {
    title: 'Delete discount code',
    question: CONFIRM_DELETE_DISCOUNT_CODE,
    deleted: DISCOUNT_CODE_DELETED,
    failed: FAILED_TO_DELETE_DISCOUNT_CODE,
  });

  return (
    <ListPage
      title={title}
      description="Codes shoppers enter at checkout for a percentage off their merchandise subtotal."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Discount Code
        </Button>
      }
      query={discounts}
      texts={{
        loading: 'Loading discount codes',
        failed: FAILED_TO_LOAD_DISCOUNT_CODES,
        empty: 'No discount codes yet',
        emptyHint: 'Create one, then switch it on when it should work at checkout.',
      }}
      emptyIcon={TicketPercent}
      listLabel="Discount codes"
      renderItem={(discount) => (
        <DiscountRow
          discount={discount}
          now={now}
          onEdit={() => setEditing(discount)}
          onDelete={() => deletion.ask(discount)}
        />
      )}
    >
      <FormDialog
        target={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'Add Discount Code', edit: 'Edit Discount Code' }}
      >
        {(discount) => <DiscountForm discount={discount} onDone={() => setEditing(null)} />}
      </FormDialog>
      <ConfirmDialog {...deletion.dialog} />
    </ListPage>
  );
}
