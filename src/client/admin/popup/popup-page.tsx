import { Eye, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import type { PopupConfig } from '../../../shared/content/content.schema';
import {
  PopupConfigInputSchema,
  type PopupConfigInput,
} from '../../../shared/marketing/popup.schema';
import { removeStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { NewsletterPopupPanel, PopupPreviewFrame } from '../../ui/newsletter-popup';
import { Textarea } from '../../ui/textarea';
import type { AdminScreenProps } from '../common/admin-screen';
import { FAILED_TO_SAVE_SETTINGS, SAVE_SETTINGS } from '../common/settings-messages';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { RecordForm, RecordPage } from '../common/record-page';
import { schemaResolver } from '../common/schema-resolver';
import { PopupImageField } from './popup-image-field';
import { useAdminPopupConfig, useSavePopupConfig } from './queries';

// Spec admin §8 "Popup", word for word.
export const FAILED_TO_LOAD_POPUP = 'Failed to load popup configuration';
export const POPUP_SAVED = 'Popup settings saved successfully!';
export const POPUP_RESET = 'Popup reset! Refresh the homepage to see it.';

interface PopupFormValues {
  heroImageUrl: string;
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
}

const formValues = (popup: PopupConfig): PopupFormValues => ({
  ...popup,
  heroImageUrl: popup.heroImageUrl ?? '',
});

/** Admin §2: clears the two flags, so this browser's homepage shows the popup again. */
function testPopup() {
  removeStorage('local', STORAGE_KEYS.emailSubscribed);
  removeStorage('local', STORAGE_KEYS.popupDismissed);
  toast.success(POPUP_RESET);
}

function PopupForm({ popup }: { popup: PopupConfig }) {
  const id = useId();
  const save = useSavePopupConfig();
  const form = useForm<PopupFormValues, unknown, PopupConfigInput>({
    defaultValues: formValues(popup),
    resolver: schemaResolver<PopupFormValues, PopupConfigInput>(PopupConfigInputSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const preview = form.watch();

  const onSubmit = async (input: PopupConfigInput) => {
    try {
      const { popup: saved } = await save.mutateAsync(input);
      form.reset(formValues(saved));
      toast.success(POPUP_SAVED);
    } catch (error) {
      console.error('Popup settings save failed', error);
      toast.error(errorMessage(error, FAILED_TO_SAVE_SETTINGS));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_28rem] lg:items-start">
      <RecordForm
        onSubmit={form.handleSubmit(onSubmit)}
        saveLabel={SAVE_SETTINGS}
        saving={isSubmitting}
        actions={
          <Button
            variant="secondary"
            size="lg"
            onClick={testPopup}
            className="flex-1 whitespace-nowrap sm:flex-none"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Test Popup
          </Button>
        }
      >
        <Card>
          <CardHeader>
            <CardTitle>Content</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            <Controller
              control={form.control}
              name="heroImageUrl"
              render={({ field }) => (
                <PopupImageField
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  error={errors.heroImageUrl?.message}
                />
              )}
            />
            <FormField
              label="Title"
              maxLength={80}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <FormField
              label="Subtitle"
              maxLength={120}
              error={errors.subtitle?.message}
              {...form.register('subtitle')}
            />
            <div className="space-y-2">
              <Label htmlFor={`${id}-description`}>Description</Label>
              <Textarea
                id={`${id}-description`}
                rows={3}
                maxLength={500}
                aria-invalid={Boolean(errors.description) || undefined}
                {...form.register('description')}
              />
              <FieldError id={`${id}-description-error`} message={errors.description?.message} />
            </div>
            <FormField
              label="Button Text"
              maxLength={40}
              error={errors.buttonText?.message}
              {...form.register('buttonText')}
            />
          </CardContent>
        </Card>
      </RecordForm>
      <section aria-labelledby={`${id}-preview`} className="space-y-3 lg:sticky lg:top-6">
        <h2
          id={`${id}-preview`}
          className="flex items-center gap-2 text-xs font-semibold tracking-wider uppercase"
        >
          <Eye aria-hidden="true" className="size-4" />
          Live Preview
        </h2>
        <PopupPreviewFrame>
          <NewsletterPopupPanel
            content={{ ...preview, heroImageUrl: preview.heroImageUrl.trim() || null }}
          />
        </PopupPreviewFrame>
        <p className="text-xs text-neutral-700">
          Shoppers see it 3 seconds after opening the store, until they subscribe or close it. Test
          Popup makes this browser see it again.
        </p>
      </section>
    </div>
  );
}

export function PopupPage({ title }: AdminScreenProps) {
  const popup = useAdminPopupConfig();
  return (
    <RecordPage
      title={title}
      description="The newsletter sign-up popup shoppers see on the storefront, with its 10% welcome code."
      query={popup}
      texts={{ loading: 'Loading popup settings', failed: FAILED_TO_LOAD_POPUP }}
      width="wide"
    >
      {(loaded) => <PopupForm popup={loaded} />}
    </RecordPage>
  );
}
