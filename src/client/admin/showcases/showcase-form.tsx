import { FormActions } from '../common/form-actions';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import {
  ShowcaseInputSchema,
  type AdminShowcase,
  type ShowcaseInput,
} from '../../../shared/content/content-input.schema';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';
import { Switch } from '../../ui/switch';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { schemaResolver } from '../common/schema-resolver';
import { useImageUpload } from '../uploads/queries';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { UploadProgressList } from '../uploads/upload-progress-list';
import { useSaveShowcase, useShowcaseProducts } from './queries';

export const SHOWCASE_CREATED = 'Showcase created!';
export const SHOWCASE_UPDATED = 'Showcase updated!';
export const FAILED_TO_SAVE_SHOWCASE = 'Failed to save showcase';
export const FAILED_TO_UPLOAD_IMAGE = 'Failed to upload image';

interface ShowcaseFormValues {
  lifestyleImageUrl: string;
  productId: string;
  /** As typed; the schema turns anything but an integer into 0 (spec admin §5). */
  displayOrder: string;
  isActive: boolean;
}

export interface ShowcaseFormProps {
  /** null for a new showcase. */
  showcase: AdminShowcase | null;
  onDone: () => void;
}

export function ShowcaseForm({ showcase, onDone }: ShowcaseFormProps) {
  const id = useId();
  const products = useShowcaseProducts();
  const saveShowcase = useSaveShowcase();
  const imageUpload = useImageUpload('lifestyle-images');
  const form = useForm<ShowcaseFormValues, unknown, ShowcaseInput>({
    defaultValues: {
      lifestyleImageUrl: showcase?.lifestyleImageUrl ?? '',
      productId: showcase?.productId ?? '',
      displayOrder: String(showcase?.displayOrder ?? 0),
      isActive: showcase?.isActive ?? true,
    },
    resolver: schemaResolver<ShowcaseFormValues, ShowcaseInput>(ShowcaseInputSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = form.watch('lifestyleImageUrl');

  const uploadImage = async (files: File[]) => {
    const { uploaded, failed } = await imageUpload.upload(files.slice(0, 1));
    const image = uploaded[0];
    if (!image) {
      toast.error(failed[0]?.reason ?? FAILED_TO_UPLOAD_IMAGE);
      return;
    }
    form.setValue('lifestyleImageUrl', image.url, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const onSubmit = async (input: ShowcaseInput) => {
    try {
      await saveShowcase.mutateAsync({ id: showcase?.id ?? null, input });
    } catch (error) {
      console.error('Showcase save failed', error);
      toast.error(FAILED_TO_SAVE_SHOWCASE, { description: errorMessage(error, '') || undefined });
      return;
    }
    toast.success(showcase ? SHOWCASE_UPDATED : SHOWCASE_CREATED);
    onDone();
  };

  // The product linked now may have sold out since; it stays listed so the form shows it.
  const options = products.data ?? [];
  const linkedMissing =
    showcase && !options.some((product) => product.id === showcase.productId)
      ? showcase.product
      : null;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div className="space-y-2">
        <p className="text-xs font-semibold tracking-wider uppercase" id={`${id}-image-label`}>
          Lifestyle Image
        </p>
        {imageUrl ? (
          <img
            src={imageVariantUrl(imageUrl, 800)}
            alt="Lifestyle image preview"
            className="aspect-[4/3] w-full bg-surface object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center border border-dashed border-line text-sm text-muted">
            No image yet
          </div>
        )}
        <UploadProgressList uploads={imageUpload.uploads} />
        <ImageUploadButton onFiles={uploadImage} uploading={imageUpload.isUploading}>
          {imageUrl ? 'Replace Lifestyle Image' : 'Upload Lifestyle Image'}
        </ImageUploadButton>
        <FieldError id={`${id}-image-error`} message={errors.lifestyleImageUrl?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-product`}>Product</Label>
        <Select
          id={`${id}-product`}
          disabled={products.isPending}
          aria-invalid={Boolean(errors.productId) || undefined}
          aria-describedby={errors.productId ? `${id}-product-error` : `${id}-product-hint`}
          {...form.register('productId')}
        >
          <option value="">{products.isPending ? 'Loading products…' : 'Select a product'}</option>
          {linkedMissing ? (
            <option value={linkedMissing.id}>{linkedMissing.name} (out of stock)</option>
          ) : null}
          {options.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </Select>
        <p id={`${id}-product-hint`} className="text-xs text-muted">
          Only in-stock products can be showcased.
        </p>
        {products.isError ? (
          <p role="alert" className="text-sm text-accent">
            Failed to load products
          </p>
        ) : null}
        <FieldError id={`${id}-product-error`} message={errors.productId?.message} />
      </div>
      <FormField
        label="Display Order"
        type="number"
        inputMode="numeric"
        step="1"
        error={errors.displayOrder?.message}
        {...form.register('displayOrder')}
      />
      <p className="-mt-3 text-xs text-muted">Lower numbers appear first.</p>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-active`}>Active</Label>
            <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <FormActions onCancel={onDone} submitting={isSubmitting} disabled={imageUpload.isUploading}>
        {showcase ? 'Update Showcase' : 'Create Showcase'}
      </FormActions>
    </form>
  );
}
