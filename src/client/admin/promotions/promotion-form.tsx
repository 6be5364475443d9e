import { FormActions } from '../common/form-actions';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import {
  defaultBannerMessage,
  type AdminPromotion,
  type PromotionInput,
} from '../../../shared/promotions/promotion.schema';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Switch } from '../../ui/switch';
import { DiscountPercentageField } from '../common/discount-percentage-field';
import { errorMessage } from '../common/error-message';
import {
  promotionFormValues,
  promotionResolver,
  type PromotionFormValues,
} from './promotion-form-values';
import { useSavePromotion } from './queries';

export const PROMOTION_CREATED = 'Promotion created!';
export const PROMOTION_UPDATED = 'Promotion updated!';
export const FAILED_TO_SAVE_PROMOTION = 'Failed to save promotion';

export interface PromotionFormProps {
  /** null for a new promotion. */
  promotion: AdminPromotion | null;
  onDone: () => void;
}

export function PromotionForm({ promotion, onDone }: PromotionFormProps) {
  const id = useId();
  const savePromotion = useSavePromotion();
  // The clock is read once, when the form opens: a new promotion starts now by default.
  const [defaults] = useState(() => promotionFormValues(promotion, new Date()));
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({
    defaultValues: defaults,
    resolver: promotionResolver,
  });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch('title');
  const percentage = form.watch('discountPercentage');

  const onSubmit = async (input: PromotionInput) => {
    try {
      await savePromotion.mutateAsync({ id: promotion?.id ?? null, input });
    } catch (error) {
      console.error('Promotion save failed', error);
      toast.error(errorMessage(error, FAILED_TO_SAVE_PROMOTION));
      return;
    }
    toast.success(promotion ? PROMOTION_UPDATED : PROMOTION_CREATED);
    onDone();
  };

  // The banner text the storefront shows when this field is left empty (spec admin §5).
  const bannerPlaceholder = defaultBannerMessage(
    title.trim() || 'Title',
    Number.isFinite(percentage) ? percentage : 0,
  );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <FormField
        label="Title"
        autoComplete="off"
        maxLength={120}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <DiscountPercentageField
        registration={form.register('discountPercentage', { valueAsNumber: true })}
        error={errors.discountPercentage?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Start Date"
          type="datetime-local"
          error={errors.startDate?.message}
          {...form.register('startDate')}
        />
        <FormField
          label="End Date"
          type="datetime-local"
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
      </div>
      <div className="space-y-2">
        <FormField
          label="Banner Message"
          autoComplete="off"
          maxLength={200}
          placeholder={bannerPlaceholder}
          aria-describedby={`${id}-banner-hint`}
          error={errors.bannerMessage?.message}
          {...form.register('bannerMessage')}
        />
        <p id={`${id}-banner-hint`} className="text-xs text-muted">
          Optional. Left empty, the banner reads “{bannerPlaceholder}”.
        </p>
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={`${id}-active`}>Active</Label>
              <p className="mt-1 text-xs text-muted">
                Runs between its start and end dates only while active.
              </p>
            </div>
            <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      <FormActions onCancel={onDone} submitting={isSubmitting}>
        {promotion ? 'Update Promotion' : 'Create Promotion'}
      </FormActions>
    </form>
  );
}
