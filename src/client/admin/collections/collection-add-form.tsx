import { Plus, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import {
  CollectionInputSchema,
  type CollectionInput,
} from '../../../shared/catalog/collection-input.schema';
import { uploadFailedMessage } from '../../../shared/content/content-input.schema';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { errorMessage } from '../common/error-message';
import { schemaResolver } from '../common/schema-resolver';
import { useImageUpload } from '../uploads/queries';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { UploadProgressList } from '../uploads/upload-progress-list';
import { CollectionImage } from './collection-image';
import { useCreateCollection } from './queries';

export const IMAGE_UPLOADED = 'Image uploaded successfully';
export const COLLECTION_ADDED = 'Collection added successfully';
export const FAILED_TO_ADD_COLLECTION = 'Failed to add collection';

type CollectionFormValues = Omit<CollectionInput, 'imageUrl'> & { imageUrl: string | null };

export function CollectionAddForm() {
  const createCollection = useCreateCollection();
  const imageUpload = useImageUpload('product-images');
  const form = useForm<CollectionFormValues, unknown, CollectionInput>({
    defaultValues: { name: '', imageUrl: null },
    resolver: schemaResolver<CollectionFormValues, CollectionInput>(CollectionInputSchema),
  });
  const imageUrl = form.watch('imageUrl');
  const name = form.watch('name');

  const uploadImage = async (files: File[]) => {
    const { uploaded, failed } = await imageUpload.upload(files.slice(0, 1));
    for (const { file, reason } of failed) toast.error(reason ?? uploadFailedMessage(file.name));
    const image = uploaded[0];
    if (!image) return;
    form.setValue('imageUrl', image.url);
    toast.success(IMAGE_UPLOADED);
  };

  const onSubmit = (input: CollectionInput) =>
    createCollection.mutateAsync(input).then(
      () => {
        toast.success(COLLECTION_ADDED);
        form.reset();
      },
      (error: unknown) => {
        console.error('Collection create failed', error);
        toast.error(errorMessage(error, FAILED_TO_ADD_COLLECTION));
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Collection</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <div className="flex items-center gap-3">
            <CollectionImage url={imageUrl} name={name || 'New collection'} />
            <div className="flex flex-col gap-1">
              <ImageUploadButton onFiles={uploadImage} uploading={imageUpload.isUploading}>
                {imageUrl ? 'Change Image' : 'Collection Image'}
              </ImageUploadButton>
              {imageUrl ? (
                <Button variant="ghost" size="sm" onClick={() => form.setValue('imageUrl', null)}>
                  <X aria-hidden="true" className="size-4" />
                  Remove Image
                </Button>
              ) : (
                <span className="text-xs text-muted">Optional</span>
              )}
            </div>
          </div>
          <div className="flex-1 space-y-2">
            <FormField
              label="Collection Name"
              autoComplete="off"
              maxLength={100}
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <UploadProgressList uploads={imageUpload.uploads} />
          </div>
          <Button
            type="submit"
            className="sm:mt-6"
            disabled={form.formState.isSubmitting || imageUpload.isUploading}
          >
            {form.formState.isSubmitting ? (
              <Spinner className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            Add Collection
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
