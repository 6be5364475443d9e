import { FolderOpen } from 'lucide-react';
import type { Collection } from '../../../shared/catalog/collection.schema';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../common/admin-screen';
import { ListPage } from '../common/list-page';
import { useConfirmDelete } from '../common/use-confirm-delete';
import { CollectionAddForm } from './collection-add-form';
import { CollectionRow } from './collection-row';
import { useAdminCollections, useDeleteCollection } from './queries';

export const FAILED_TO_LOAD_COLLECTIONS = 'Failed to load collections';
export const COLLECTION_DELETED = 'Collection deleted successfully';
export const FAILED_TO_DELETE_COLLECTION = 'Failed to delete collection';

/** Spec admin §5: the collection's delete is confirmed by its name. */
export const confirmDeleteCollection = (name: string) =>
  `Are you sure you want to delete the collection "${name}"? It will be removed from its products.`;

export function CollectionsPage({ title }: AdminScreenProps) {
  const collections = useAdminCollections();
  const deletion = useConfirmDelete<Collection>(useDeleteCollection(), {
    title: 'Delete collection',
    question: (collection) => confirmDeleteCollection(collection.name),
    deleted: COLLECTION_DELETED,
    failed: FAILED_TO_DELETE_COLLECTION,
  });

  return (
    <ListPage
      title={title}
      description="Renaming a collection renames it on its products; deleting it removes it from them."
      beforeList={<CollectionAddForm />}
      query={collections}
      texts={{
        loading: 'Loading collections',
        failed: FAILED_TO_LOAD_COLLECTIONS,
        empty: 'No collections yet',
        emptyHint: 'Add one above, then choose it on your products.',
      }}
      emptyIcon={FolderOpen}
      listLabel="Collections"
      renderItem={(collection) => (
        <CollectionRow collection={collection} onDelete={() => deletion.ask(collection)} />
      )}
    >
      <ConfirmDialog {...deletion.dialog} />
    </ListPage>
  );
}
