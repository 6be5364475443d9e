import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Collection } from '../../../shared/catalog/collection.schema';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../common/page-header';
import { EmptyState, ErrorState, LoadingState } from '../common/query-states';
import { useErrorToast } from '../common/use-error-toast';
import { CollectionAddForm } from './collection-add-form';
import { CollectionRow } from './collection-row';
import { useAdminCollections, useDeleteCollection } from './queries';

export const FAILED_TO_LOAD_COLLECTIONS = 'Failed to load collections';
export const COLLECTION_DELETED = 'Collection deleted successfully';
export const FAILED_TO_DELETE_COLLECTION = 'Failed to delete collection';

/** Spec admin §5: the collection's delete is confirmed by its name. */
export const confirmDeleteCollection = (name: string) =>
  `Are you sure you want to delete the collection "${name}"? It will be removed from its products.`;

export function CollectionsPage() {
  const collections = useAdminCollections();
  const deleteCollection = useDeleteCollection();
  const [toDelete, setToDelete] = useState<Collection | null>(null);
  useErrorToast(collections.error, FAILED_TO_LOAD_COLLECTIONS);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCollection.mutate(toDelete.id, {
      onSuccess: () => toast.success(COLLECTION_DELETED),
      onError: (error) => {
        console.error('Collection delete failed', error);
        toast.error(FAILED_TO_DELETE_COLLECTION);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Collections"
        description="Renaming a collection renames it on its products; deleting it removes it from them."
      />
      <CollectionAddForm />
      {collections.isPending ? (
        <LoadingState label="Loading collections" />
      ) : collections.isError ? (
        <ErrorState
          title={FAILED_TO_LOAD_COLLECTIONS}
          error={collections.error}
          onRetry={() => void collections.refetch()}
        />
      ) : collections.data.length === 0 ? (
        <EmptyState icon={FolderOpen} title="No collections yet">
          <p className="text-sm text-muted">Add one above, then choose it on your products.</p>
        </EmptyState>
      ) : (
        <Card>
          <ul className="divide-y divide-line" aria-label="Collections">
            {collections.data.map((collection) => (
              <CollectionRow
                key={collection.id}
                collection={collection}
                onDelete={() => setToDelete(collection)}
              />
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleteCollection.isPending) setToDelete(null);
        }}
        title="Delete collection"
        description={toDelete ? confirmDeleteCollection(toDelete.name) : ''}
        onConfirm={confirmDelete}
        pending={deleteCollection.isPending}
      />
    </div>
  );
}
