import { Percent, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  defaultBannerMessage,
  type AdminPromotion,
} from '../../../shared/promotions/promotion.schema';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { RowActions } from '../common/row-actions';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { PageHeader } from '../common/page-header';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useErrorToast } from '../common/use-error-toast';
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

type Editing = AdminPromotion | 'new' | null;

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
  const setActive = useSetPromotionActive();

  const toggle = (isActive: boolean) =>
    setActive.mutate(
      { id: promotion.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? PROMOTION_ACTIVATED : PROMOTION_DEACTIVATED),
        onError: (error) => {
          console.error('Promotion switch failed', error);
          toast.error(FAILED_TO_UPDATE_PROMOTION);
        },
      },
    );

  return (
    <li className="flex flex-wrap items-start gap-4 p-4 sm:flex-nowrap">
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
        toggling={setActive.isPending}
        onToggle={toggle}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}

export function PromotionsPage() {
  const promotions = useAdminPromotions();
  const deletePromotion = useDeletePromotion();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminPromotion | null>(null);
  useErrorToast(promotions.error, FAILED_TO_LOAD_PROMOTIONS);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletePromotion.mutate(toDelete.id, {
      onSuccess: () => toast.success(PROMOTION_DELETED),
      onError: (error) => {
        console.error('Promotion delete failed', error);
        toast.error(FAILED_TO_DELETE_PROMOTION);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Site Promotions"
        description="A site-wide percentage off every price, with a banner, between two dates."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add Promotion
          </Button>
        }
      />
      {promotions.isPending ? (
        <LoadingState label="Loading promotions" />
      ) : promotions.isError ? (
        <ErrorState
          title={FAILED_TO_LOAD_PROMOTIONS}
          error={promotions.error}
          onRetry={() => void promotions.refetch()}
        />
      ) : promotions.data.length === 0 ? (
        <EmptyState icon={Percent} title="No promotions yet">
          <p className="text-sm text-muted">Create one to put the whole store on sale.</p>
        </EmptyState>
      ) : (
        <Card>
          <ul className="divide-y divide-line" aria-label="Promotions">
            {promotions.data.map((promotion) => (
              <PromotionRow
                key={promotion.id}
                promotion={promotion}
                onEdit={() => setEditing(promotion)}
                onDelete={() => setToDelete(promotion)}
              />
            ))}
          </ul>
        </Card>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing === 'new' ? 'Add Promotion' : 'Edit Promotion'}
      >
        <PromotionForm
          promotion={editing === 'new' || editing === null ? null : editing}
          onDone={() => setEditing(null)}
        />
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deletePromotion.isPending) setToDelete(null);
        }}
        title="Delete promotion"
        description={CONFIRM_DELETE_PROMOTION}
        onConfirm={confirmDelete}
        pending={deletePromotion.isPending}
      />
    </div>
  );
}
