import { Percent, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  defaultBannerMessage,
  type AdminPromotion,
} from '../../../shared/promotions/promotion.schema';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { FormDialog, type FormDialogTarget } from '../common/form-dialog';
import { ListPage } from '../common/list-page';
import { RowActions, useActiveSwitch } from '../common/row-actions';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { PromotionForm } from './promotion-form';
import { useAdminPromotions, useDeletePromotion, useSetPromotionActive } from './queries';

export const FAILED_TO_LOAD_PROMOTIONS = 'Failed to load promotions';
export const PROMOTION_ACTIVATED = 'Promotion activated';
export const PROMOTION_DEACTIVATED = 'Promotion deactivated';
export const FAILED_TO_UPDATE_PROMOTION = 'Failed to update promotion';
export const PROMOTION_DELETED = 'Promotion deleted';
export const FAILED_TO_DELETE_PROMOTION = 'Failed to delete promotion';
export const CONFIRM_DELETE_PROMOTION = 'Are you sure you want to delete this promotion?';

// Spec: dates in U.S. long format; a promotion starts and ends at a time of day too.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function PromotionStatusBadge({ status }: { status: AdminPromotion['status'] }) {
  if (status === 'live') return <Badge tone="green">LIVE NOW</Badge>;
  if (status === 'scheduled') return <Badge tone="blue">SCHEDULED</Badge>;
  return null;
}

function PromotionRow({
  promotion,
  onEdit,
  onDelete,
}: {
  promotion: AdminPromotion;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const activeSwitch = useActiveSwitch(useSetPromotionActive(), promotion.id, {
    on: PROMOTION_ACTIVATED,
    off: PROMOTION_DEACTIVATED,
    failed: FAILED_TO_UPDATE_PROMOTION,
  });

  return (
    <div className="flex flex-wrap items-start gap-4 p-4 sm:flex-nowrap">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words">{promotion.title}</p>
          <Badge tone="ink">{promotion.discountPercentage}% off</Badge>
          <PromotionStatusBadge status={promotion.status} />
        </div>
        <p className="text-sm text-muted">
          {dateTime.format(new Date(promotion.startDate))} –{' '}
          {dateTime.format(new Date(promotion.endDate))}
        </p>
        <p className="text-sm">
          {promotion.bannerMessage ?? (
            <span className="text-muted">
              {defaultBannerMessage(promotion.title, promotion.discountPercentage)}
            </span>
          )}
        </p>
      </div>
      <RowActions
        labels={{
          active: `${promotion.title} active`,
          edit: `Edit ${promotion.title}`,
          delete: `Delete ${promotion.title}`,
        }}
        isActive={promotion.isActive}
        {...activeSwitch}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
}

export function PromotionsPage({ title }: AdminScreenProps) {
  const promotions = useAdminPromotions();
  const [editing, setEditing] = useState<FormDialogTarget<AdminPromotion>>(null);
  const deletion = useConfirmDelete<AdminPromotion>(useDeletePromotion(), {
    title: 'Delete promotion',
    question: CONFIRM_DELETE_PROMOTION,
    deleted: PROMOTION_DELETED,
    failed: FAILED_TO_DELETE_PROMOTION,
  });

  return (
    <ListPage
      title={title}
      description="A site-wide percentage off every price, with a banner, between two dates."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Promotion
        </Button>
      }
      query={promotions}
      texts={{
        loading: 'Loading promotions',
        failed: FAILED_TO_LOAD_PROMOTIONS,
        empty: 'No promotions yet',
        emptyHint: 'Create one to put the whole store on sale.',
      }}
      emptyIcon={Percent}
      listLabel="Promotions"
      renderItem={(promotion) => (
        <PromotionRow
          promotion={promotion}
          onEdit={() => setEditing(promotion)}
          onDelete={() => deletion.ask(promotion)}
        />
      )}
    >
      <FormDialog
        target={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'Add Promotion', edit: 'Edit Promotion' }}
      >
        {(promotion) => <PromotionForm promotion={promotion} onDone={() => setEditing(null)} />}
      </FormDialog>
      <ConfirmDialog {...deletion.dialog} />
    </ListPage>
  );
}
