import { useId } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import {
  duplicateColorMessage,
  duplicateSizeMessage,
  PRODUCT_MESSAGES,
  type ProductInput,
} from '../../../shared/catalog/product-input.schema';
import { uploadFailedMessage } from '../../../shared/content/content-input.schema';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import { Textarea } from '../../ui/textarea';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { useImageUpload } from '../uploads/queries';
import { CollectionsChecklist, FeaturedChecklist } from './collections-checklist';
import { OptionPicker } from './option-picker';
import { QUICK_COLORS, QUICK_SIZES, type ProductFormValues } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { useSaveProduct } from './queries';
import { useProductDraftForm } from './use-product-draft-form';

export const SET_AS_PRIMARY = 'Set as primary image';
export const PRODUCT_CREATED = 'Product created';
export const PRODUCT_UPDATED = 'Product updated';
export const FAILED_TO_SAVE_PRODUCT = 'Failed to save product';
export const SAVING = 'Saving...';
export const SYNCING = 'Syncing...';
export const DRAFT_RESTORED = 'Unsaved changes from your last visit were restored.';

export interface ProductFormProps {
  /** null for a new product. */
  productId: string | null;
  /** The saved product's values (or the blank form): what a discarded draft returns to. */
  savedValues: ProductFormValues;
}

/** Add and edit share this form (spec admin §2). */
export function ProductForm({ productId, savedValues }: ProductFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { form, showDraftNotice, discardDraft, dropDraft } = useProductDraftForm(
    productId,
    savedValues,
  );
  const { control, register, setValue, getValues, formState } = form;
  const { errors } = formState;
  const images = useFieldArray({ control, name: 'images', keyName: 'key' });
  const watchedImages = useWatch({ control, name: 'images' });
  const colors = useWatch({ control, name: 'colors' });
  const collections = useWatch({ control, name: 'collections' });
  const imageUpload = useImageUpload('product-images');
  const { save, isSaving, isSyncing, isPending } = useSaveProduct(productId);

  const uploadImages = async (files: File[]) => {
    const { uploaded, failed } = await imageUpload.upload(files);
    for (const { file, reason } of failed) toast.error(reason ?? uploadFailedMessage(file.name));
    // New images go after the existing ones (spec admin §4).
    if (uploaded.length > 0) images.append(uploaded.map(({ url }) => ({ url, color: '' })));
  };

  const setMain = (index: number) => {
    images.move(index, 0);
    toast.success(SET_AS_PRIMARY);
  };

  // An image keeps only a colour the product still offers.
  const changeColors = (next: string[]) => {
    setValue('colors', next, { shouldDirty: true });
    getValues('images').forEach((image, index) => {
      if (image.color && !next.includes(image.color)) {
        setValue(`images.${index}.color`, '', { shouldDirty: true });
      }
    });
  };

  // A product is featured only in collections it belongs to.
  const changeCollections = (next: string[]) => {
    setValue('collections', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const featured = getValues('featuredInCollections');
    const kept = featured.filter((name) => next.includes(name));
    if (kept.length !== featured.length) {
      setValue('featuredInCollections', kept, { shouldDirty: true });
    }
  };

  const onSubmit = async (input: ProductInput) => {
    try {
      await save(input);
    } catch (error) {
      console.error('Product save failed', error);
      toast.error(FAILED_TO_SAVE_PRODUCT, { description: errorMessage(error, '') || undefined });
      return;
    }
    dropDraft();
    toast.success(productId ? PRODUCT_UPDATED : PRODUCT_CREATED);
    await navigate(paths.admin.products);
  };

  const busy = isPending || imageUpload.isUploading;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
      {showDraftNotice ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 border-l-2 border-accent bg-accent-soft/40 px-4 py-3 text-sm"
        >
          <span>{DRAFT_RESTORED}</span>
          <Button variant="secondary" size="sm" onClick={discardDraft}>
            Discard Draft
          </Button>
        </div>
      ) : null}
      {/* A disabled fieldset freezes every control while the save runs. */}
      <fieldset disabled={isPending} className="grid min-w-0 gap-6 lg:grid-cols-[3fr_2fr]">
        {/* Name and price first: on a phone the image grid would push them a screen down. */}
        <div className="min-w-0 space-y-6">
          <Card>
            <CardContent className="space-y-5">
              <FormField
                label="Name"
                autoComplete="off"
                maxLength={200}
                error={errors.name?.message}
                {...register('name')}
              />
              <FormField
                label="Price (USD)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="29.99"
                error={errors.price?.message}
                {...register('price')}
              />
              <div className="space-y-2">
                <Label htmlFor={`${id}-description`}>Description</Label>
                <Textarea
                  id={`${id}-description`}
                  rows={6}
                  maxLength={5000}
                  aria-invalid={Boolean(errors.description) || undefined}
                  aria-describedby={errors.description ? `${id}-description-error` : undefined}
                  {...register('description')}
                />
                <FieldError id={`${id}-description-error`} message={errors.description?.message} />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <ProductImagesField
                fields={images.fields}
                move={images.move}
                remove={images.remove}
                images={watchedImages}
                colors={colors}
                register={register}
                uploads={imageUpload.uploads}
                onFiles={(files) => void uploadImages(files)}
                onSetMain={setMain}
                error={errors.images?.message ?? errors.images?.root?.message}
              />
            </CardContent>
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card>
            <CardContent className="space-y-6">
              <CollectionsChecklist
                value={collections}
                onChange={changeCollections}
                error={errors.collections?.message ?? errors.collections?.root?.message}
              />
              <Controller
                control={control}
                name="featuredInCollections"
                render={({ field, fieldState }) => (
                  <FeaturedChecklist
                    collections={collections}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="space-y-6">
              <Controller
                control={control}
                name="sizes"
                render={({ field, fieldState }) => (
                  <OptionPicker
                    legend="Sizes"
                    noun="size"
                    values={field.value}
                    onChange={field.onChange}
                    quickValues={QUICK_SIZES}
                    emptyMessage={PRODUCT_MESSAGES.sizeEmpty}
                    duplicateMessage={duplicateSizeMessage}
                    error={fieldState.error?.message ?? fieldState.error?.root?.message}
                  />
                )}
              />
              <OptionPicker
                legend="Colours"
                noun="colour"
                values={colors}
                onChange={changeColors}
                quickValues={QUICK_COLORS}
                emptyMessage={PRODUCT_MESSAGES.colorEmpty}
                duplicateMessage={duplicateColorMessage}
                error={errors.colors?.message ?? errors.colors?.root?.message}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Controller
                control={control}
                name="inStock"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-4">
                    <div>
                      <Label htmlFor={`${id}-in-stock`}>In Stock</Label>
                      <p className="mt-1 text-sm text-muted">
                        Out-of-stock products stay on their page as Sold Out.
                      </p>
                    </div>
                    <Switch
                      id={`${id}-in-stock`}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  </div>
                )}
              />
            </CardContent>
          </Card>
        </div>
      </fieldset>
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
        <Link to={paths.admin.products} className={buttonStyles({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={busy}>
          {isPending ? <Spinner className="size-4" /> : null}
          {isSaving
            ? SAVING
            : isSyncing
              ? SYNCING
              : productId
                ? 'Update Product'
                : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
