import { AlertTriangle, Images, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminShowcase } from '../../../shared/content/content-input.schema';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { RowActions } from '../common/row-actions';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { PageHeader } from '../common/page-header';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useErrorToast } from '../common/use-error-toast';
import { useAdminShowcases, useDeleteShowcase, useSetShowcaseActive } from './queries';
import { ShowcaseForm } from './showcase-form';

export const FAILED_TO_LOAD_SHOWCASES = 'Failed to load showcases';
export const SHOWCASE_ACTIVATED = 'Showcase activated';
export const SHOWCASE_HIDDEN = 'Showcase hidden';
export const FAILED_TO_UPDATE_SHOWCASE = 'Failed to update showcase';
export const SHOWCASE_DELETED = 'Showcase deleted';
export const FAILED_TO_DELETE_SHOWCASE = 'Failed to delete showcase';
export const CONFIRM_DELETE_SHOWCASE = 'Are you sure you want to delete this showcase?';

/** The form's target: a showcase to edit, 'new', or closed. */
type Editing = AdminShowcase | 'new' | null;

function ShowcaseRow({
  showcase,
  onEdit,
  onDelete,
}: {
  showcase: AdminShowcase;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const setActive = useSetShowcaseActive();
  const name = showcase.product.name;

  const toggle = (isActive: boolean) =>
    setActive.mutate(
      { id: showcase.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? SHOWCASE_ACTIVATED : SHOWCASE_HIDDEN),
        onError: (error) => {
          console.error('Showcase switch failed', error);
          toast.error(FAILED_TO_UPDATE_SHOWCASE);
        },
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
      <img
        src={imageVariantUrl(showcase.lifestyleImageUrl, 400)}
        alt={`Lifestyle image for ${name}`}
        width={96}
        height={72}
        loading="lazy"
        className="aspect-[4/3] w-24 shrink-0 bg-surface object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words">{name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>Order {showcase.displayOrder}</span>
          {showcase.isActive ? <Badge tone="green">Active</Badge> : <Badge>Hidden</Badge>}
          {!showcase.product.inStock ? (
            <span className="inline-flex items-center gap-1 text-accent">
              <AlertTriangle aria-hidden="true" className="size-3.5" />
              Product out of stock
            </span>
          ) : null}
        </p>
      </div>
      <RowActions
        labels={{
          active: `Show ${name} showcase`,
          edit: `Edit ${name} showcase`,
          delete: `Delete ${name} showcase`,
        }}
        isActive={showcase.isActive}
        toggling={setActive.isPending}
        onToggle={toggle}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}

export function ShowcasesPage() {
  const showcases = useAdminShowcases();
  const deleteShowcase = useDeleteShowcase();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminShowcase | null>(null);
  useErrorToast(showcases.error, FAILED_TO_LOAD_SHOWCASES);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteShowcase.mutate(toDelete.id, {
      onSuccess: () => toast.success(SHOWCASE_DELETED),
      onError: (error) => {
        console.error('Showcase delete failed', error);
        toast.error(FAILED_TO_DELETE_SHOWCASE);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Featured Showcases"
        description="Lifestyle photos on the home page, each linked to an in-stock product. Lower display order appears first."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add Showcase
          </Button>
        }
      />
      {showcases.isPending ? (
        <LoadingState label="Loading showcases" />
      ) : showcases.isError ? (
        <ErrorState
          title={FAILED_TO_LOAD_SHOWCASES}
          error={showcases.error}
          onRetry={() => void showcases.refetch()}
        />
      ) : showcases.data.length === 0 ? (
        <EmptyState icon={Images} title="No showcases yet">
          <p className="text-sm text-muted">Pair a lifestyle photo with a product to feature it.</p>
        </EmptyState>
      ) : (
        <Card>
          <ul className="divide-y divide-line" aria-label="Showcases">
            {showcases.data.map((showcase) => (
              <ShowcaseRow
                key={showcase.id}
                showcase={showcase}
                onEdit={() => setEditing(showcase)}
                onDelete={() => setToDelete(showcase)}
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
        title={editing === 'new' ? 'Add Showcase' : 'Edit Showcase'}
      >
        <ShowcaseForm
          showcase={editing === 'new' || editing === null ? null : editing}
          onDone={() => setEditing(null)}
        />
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleteShowcase.isPending) setToDelete(null);
        }}
        title="Delete showcase"
        description={CONFIRM_DELETE_SHOWCASE}
        onConfirm={confirmDelete}
        pending={deleteShowcase.isPending}
      />
    </div>
  );
}
