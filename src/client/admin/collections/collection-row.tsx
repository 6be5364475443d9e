import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { toast } from '../../ui/toast';
import { CollectionInputSchema } from '../../../shared/catalog/collection-input.schema';
import type { Collection } from '../../../shared/catalog/collection.schema';
import { uploadFailedMessage } from '../../../shared/content/content-input.schema';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { useImageUpload } from '../uploads/queries';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { UploadProgressList } from '../uploads/upload-progress-list';
import { CollectionImage } from './collection-image';
import { IMAGE_UPLOADED } from './collection-add-form';
import { useUpdateCollection } from './queries';

export const COLLECTION_UPDATED = 'Collection updated successfully';
export const FAILED_TO_UPDATE_COLLECTION = 'Failed to update collection';

const productCount = new Intl.PluralRules('en-US');

export interface CollectionRowProps {
  collection: Collection;
  onDelete: () => void;
}

/** One collection, with its own edit mode: Enter confirms, Escape cancels (spec admin §2). */
export function CollectionRow({ collection, onDelete }: CollectionRowProps) {
  const id = useId();
  const updateCollection = useUpdateCollection();
  const imageUpload = useImageUpload('product-images');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(collection.name);
  const [imageUrl, setImageUrl] = useState(collection.imageUrl);
  const [nameError, setNameError] = useState<string | null>(null);

  const startEditing = () => {
    setName(collection.name);
    setImageUrl(collection.imageUrl);
    setNameError(null);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setNameError(null);
  };

  const save = () => {
    const parsed = CollectionInputSchema.safeParse({ name, imageUrl });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? FAILED_TO_UPDATE_COLLECTION);
      return;
    }
    updateCollection.mutate(
      { id: collection.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(COLLECTION_UPDATED);
          setEditing(false);
        },
        onError: (error) => {
          console.error('Collection update failed', error);
          toast.error(FAILED_TO_UPDATE_COLLECTION, {
            description: errorMessage(error, '') || undefined,
          });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  const uploadImage = async (files: File[]) => {
    const { uploaded, failed } = await imageUpload.upload(files.slice(0, 1));
    for (const { file, reason } of failed) toast.error(reason ?? uploadFailedMessage(file.name));
    const image = uploaded[0];
    if (!image) return;
    setImageUrl(image.url);
    toast.success(IMAGE_UPLOADED);
  };

  const count = collection.productCount;
  return (
    <div className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
      <CollectionImage url={editing ? imageUrl : collection.imageUrl} name={collection.name} />
      {editing ? (
        <div className="min-w-0 flex-1 space-y-2">
          <Input
            aria-label={`New name for ${collection.name}`}
            autoFocus
            value={name}
            maxLength={100}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={Boolean(nameError) || undefined}
            aria-describedby={nameError ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`} message={nameError ?? undefined} />
          <div className="flex flex-wrap gap-2">
            <ImageUploadButton onFiles={uploadImage} uploading={imageUpload.isUploading}>
              Change Image
            </ImageUploadButton>
            {imageUrl ? (
              <Button variant="ghost" size="sm" onClick={() => setImageUrl(null)}>
                Remove Image
              </Button>
            ) : null}
          </div>
          <UploadProgressList uploads={imageUpload.uploads} />
        </div>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{collection.name}</p>
          <p className="text-sm text-muted">
            {count} in-stock {productCount.select(count) === 'one' ? 'product' : 'products'}
          </p>
        </div>
      )}
      <div className="flex shrink-0 gap-1">
        {editing ? (
          <>
            <Button
              variant="primary"
              size="icon"
              aria-label={`Save ${collection.name}`}
              onClick={save}
              disabled={updateCollection.isPending || imageUpload.isUploading}
            >
              {updateCollection.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Check aria-hidden="true" className="size-4" />
              )}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Cancel editing ${collection.name}`}
              onClick={cancel}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${collection.name}`}
              onClick={startEditing}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${collection.name}`}
              onClick={onDelete}
              className="text-accent hover:bg-accent-soft"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
