import { X } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import {
  SizeChartInputSchema,
  type SizeChartInput,
} from '../../../shared/content/content-input.schema';
import type { SizeChart } from '../../../shared/content/content.schema';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Label } from '../../ui/label';
import type { AdminScreenProps } from '../common/admin-screen';
import { Textarea } from '../../ui/textarea';
import { FieldError } from '../common/field-error';
import { RecordForm, RecordPage } from '../common/record-page';
import { schemaResolver } from '../common/schema-resolver';
import { useImageUpload } from '../uploads/queries';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { UploadProgressList } from '../uploads/upload-progress-list';
import { useAdminSizeChart, useSaveSizeChart } from './queries';

// Spec admin §8 "Size chart": destructive toasts titled Error, a success toast titled Success.
export const ERROR_TITLE = 'Error';
export const SUCCESS_TITLE = 'Success';
export const FAILED_TO_LOAD_SIZE_CHART = 'Failed to load size chart content';
export const FAILED_TO_UPDATE_SIZE_CHART = 'Failed to update size chart';
export const SIZE_CHART_UPDATED = 'Size chart updated successfully';
export const FAILED_TO_UPLOAD_IMAGE = 'Failed to upload image';

const DESCRIPTION_EXAMPLE = `Fit
True to size
Size up for an oversized look

Care
Machine wash cold, inside out`;

interface SizeChartFormValues {
  description: string;
  imageUrl: string | null;
}

function SizeChartForm({ sizeChart }: { sizeChart: SizeChart }) {
  const id = useId();
  const saveSizeChart = useSaveSizeChart();
  const imageUpload = useImageUpload('product-images');
  const form = useForm<SizeChartFormValues, unknown, SizeChartInput>({
    defaultValues: { description: sizeChart.description, imageUrl: sizeChart.imageUrl },
    resolver: schemaResolver<SizeChartFormValues, SizeChartInput>(SizeChartInputSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = form.watch('imageUrl');

  const uploadImage = async (files: File[]) => {
    const { uploaded, failed } = await imageUpload.upload(files.slice(0, 1));
    const image = uploaded[0];
    if (!image) {
      toast.error(ERROR_TITLE, { description: failed[0]?.reason ?? FAILED_TO_UPLOAD_IMAGE });
      return;
    }
    form.setValue('imageUrl', image.url, { shouldDirty: true });
  };

  const onSubmit = async (input: SizeChartInput) => {
    try {
      const { sizeChart: saved } = await saveSizeChart.mutateAsync(input);
      form.reset({ description: saved.description, imageUrl: saved.imageUrl });
      toast.success(SUCCESS_TITLE, { description: SIZE_CHART_UPDATED });
    } catch (error) {
      console.error('Size chart save failed', error);
      toast.error(ERROR_TITLE, { description: FAILED_TO_UPDATE_SIZE_CHART });
    }
  };

  return (
    <RecordForm
      onSubmit={form.handleSubmit(onSubmit)}
      saveLabel="Save Size Chart"
      saving={isSubmitting}
      saveDisabled={imageUpload.isUploading}
    >
      <Card>
        <CardHeader>
          <CardTitle>Size Chart Image</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {imageUrl ? (
            <img
              src={imageVariantUrl(imageUrl, 800)}
              alt="Size chart"
              className="max-h-96 w-full border border-line bg-surface object-contain"
            />
          ) : (
            <p className="border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
              No image uploaded yet
            </p>
          )}
          <UploadProgressList uploads={imageUpload.uploads} />
          <div className="flex flex-wrap gap-2">
            <ImageUploadButton onFiles={uploadImage} uploading={imageUpload.isUploading}>
              {imageUrl ? 'Replace Size Chart Image' : 'Upload Size Chart Image'}
            </ImageUploadButton>
            {imageUrl ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => form.setValue('imageUrl', null, { shouldDirty: true })}
              >
                <X aria-hidden="true" className="size-4" />
                Remove Image
              </Button>
            ) : null}
          </div>
          <FieldError id={`${id}-image-error`} message={errors.imageUrl?.message} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Description</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <Label htmlFor={`${id}-description`}>Size Chart Description</Label>
          <Textarea
            id={`${id}-description`}
            rows={12}
            maxLength={10_000}
            placeholder={DESCRIPTION_EXAMPLE}
            aria-describedby={`${id}-hint`}
            aria-invalid={Boolean(errors.description) || undefined}
            {...form.register('description')}
          />
          {/* How the Size Chart page reads the text (src/shared/content/size-chart.ts). */}
          <p id={`${id}-hint`} className="text-xs text-muted">
            Separate blocks with a blank line. The first line of each block is its heading (a
            leading dash is dropped); every line under it becomes a bullet point.
          </p>
          <FieldError id={`${id}-error`} message={errors.description?.message} />
        </CardContent>
      </Card>
    </RecordForm>
  );
}

export function SizeChartPage({ title }: AdminScreenProps) {
  const sizeChart = useAdminSizeChart();
  return (
    <RecordPage
      title={title}
      description="The size chart for t-shirts, shown on the storefront's Size Chart page."
      query={sizeChart}
      texts={{
        loading: 'Loading size chart',
        failed: FAILED_TO_LOAD_SIZE_CHART,
        failedTitle: ERROR_TITLE,
      }}
      width="narrow"
    >
      {(loaded) => <SizeChartForm sizeChart={loaded} />}
    </RecordPage>
  );
}
