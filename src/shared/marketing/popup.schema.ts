// The owner's newsletter popup settings (admin §2 "Popup settings", §3 email_popup_config).
import { z } from 'zod';
import { isStoredImageUrl } from '../catalog/product-input.schema';
import { safeText } from '../text/safe-text';

export const POPUP_MESSAGES = {
  image: 'Please enter an uploaded image or an http(s) image address',
  titleRequired: 'Title is required',
  buttonTextRequired: 'Button text is required',
} as const;

const line = (label: string, max: number) =>
  safeText(label).trim().max(max, `${label} must be at most ${max} characters`);

export const PopupConfigInputSchema = z.object({
  /** Empty means no picture: the popup shows its texts alone. */
  heroImageUrl: safeText('Hero image URL', { invalid: POPUP_MESSAGES.image })
    .trim()
    .max(2000, POPUP_MESSAGES.image)
    .refine((value) => value === '' || isStoredImageUrl(value), POPUP_MESSAGES.image)
    .nullish()
    .transform((value) => value || null),
  title: line('Title', 80).min(1, POPUP_MESSAGES.titleRequired),
  subtitle: line('Subtitle', 120).default(''),
  description: safeText('Description', { multiline: true })
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .default(''),
  buttonText: line('Button text', 40).min(1, POPUP_MESSAGES.buttonTextRequired),
});
export type PopupConfigInput = z.infer<typeof PopupConfigInputSchema>;
