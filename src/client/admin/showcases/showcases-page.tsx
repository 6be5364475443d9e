import { AlertTriangle, Images, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminShowcase } from '../../../shared/content/content-input.schema';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { FormDialog, type FormDialogTarget } from '../common/form-dialog';
import { ListPage } from '../common/list-page';
import { RowActions, useActiveSwitch } from '../common/row-actions';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { useAdminShowcases, useDeleteShowcase, useSetShowcaseActive } from './queries';
import { ShowcaseForm } from './showcase-form';

export const FAILED_TO_LOAD_SHOWCASES = 'Failed to load showcases';
export const SHOWCASE_ACTIVATED = 'Showcase activated';
export const SHOWCASE_HIDDEN = 'Showcase hidden';
export const FAILED_TO_UPDATE_SHOWCASE = 'Failed to update showcase';
export const SHOWCASE_DELETED = 'Showcase deleted';
export const FAILED_TO_DELETE_SHOWCASE = 'Failed to delete showcase';
export const CONFIRM_DELETE_SHOWCASE = 'Are you sure you want to delete this showcase?';

function ShowcaseRow({
  showcase,
  onEdit,
  onDelete,
}: {
  showcase: AdminShowcase;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const activeSwitch = useActiveSwitch(useSetShowcaseActive(), showcase.id, {
    on: SHOWCASE_ACTIVATED,
    off: SHOWCASE_HIDDEN,
    failed: FAILED_TO_UPDATE_SHOWCASE,
  });
  const name = showcase.product.name;

  return (
    <div className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
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
        {...activeSwitch}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </div>
  );
}

export function ShowcasesPage({ title }: AdminScreenProps) {
  const showcases = useAdminShowcases();
  const [editing, setEditing] = useState<FormDialogTarget<AdminShowcase>>(null);
  const deletion = useConfirmDelete<AdminShowcase>(useDeleteShowcase(), {
    title: 'Delete showcase',
    question: CONFIRM_DELETE_SHOWCASE,
    deleted: SHOWCASE_DELETED,
    failed: FAILED_TO_DELETE_SHOWCASE,
  });

  return (
    <ListPage
      title={title}
      description="Lifestyle photos on the home page, each linked to an in-stock product. Lower display order appears first."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Showcase
        </Button>
      }
      query={showcases}
      texts={{
        loading: 'Loading showcases',
        failed: FAILED_TO_LOAD_SHOWCASES,
        empty: 'No showcases yet',
        emptyHint: 'Pair a lifestyle photo with a product to feature it.',
      }}
      emptyIcon={Images}
      listLabel="Showcases"
      renderItem={(showcase) => (
        <ShowcaseRow
          showcase={showcase}
          onEdit={() => setEditing(showcase)}
          onDelete={() => deletion.ask(showcase)}
        />
      )}
    >
      <FormDialog
        target={editing}
        onClose={() => setEditing(null)}
        titles={{ add: 'Add Showcase', edit: 'Edit Showcase' }}
      >
        {(showcase) => <ShowcaseForm showcase={showcase} onDone={() => setEditing(null)} />}
      </FormDialog>
      <ConfirmDialog {...deletion.dialog} />
    </ListPage>
  );
}
