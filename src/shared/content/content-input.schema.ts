// The owner's forms for storefront content: featured showcases, size chart, hero video
// (admin §2, §5).
import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { StoredImageUrlSchema } from '../catalog/product-input.schema';

export const SHOWCASE_MESSAGES = {
  lifestyleImageRequired: 'Please upload a lifestyle image',
  productRequired: 'Please select a product',
  productOutOfStock: 'Only in-stock products can be showcased',
} as const;

export const HERO_MESSAGES = {
  notAVideo: 'Please upload a video file',
  uploadFailed: 'Failed to upload video',
} as const;

/** Hero videos are stored up to this size (the upload is streamed, never held in memory). */
export const MAX_HERO_VIDEO_BYTES = 200 * 1024 * 1024;

/** The storage bucket of hero videos (admin §7): `hero-videos/hero-video-{timestamp}.{ext}`. */
export const HERO_VIDEO_BUCKET = 'hero-videos';

/** The toast for an image the server refused (not an image, or over 15 MB); that file is skipped. */
export const uploadFailedMessage = (fileName: string) => `Failed to upload ${fileName}`;

const INT32_MAX = 2_147_483_647;

/**
 * display_order is an integer; anything else (a fraction, text, empty, out of range)
 * becomes 0, and 0 is the default (admin §5 "Showcase"). Lower appears first.
 */
export function toDisplayOrder(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= INT32_MAX
    ? number
    : 0;
}

export const ShowcaseInputSchema = z.object({
  lifestyleImageUrl: safeText('Lifestyle image', {
    required: SHOWCASE_MESSAGES.lifestyleImageRequired,
  })
    .trim()
    .min(1, SHOWCASE_MESSAGES.lifestyleImageRequired)
    .pipe(StoredImageUrlSchema),
  productId: z.uuid(SHOWCASE_MESSAGES.productRequired),
  displayOrder: z.unknown().optional().transform(toDisplayOrder),
  isActive: z.boolean().default(true),
});
export type ShowcaseInput = z.infer<typeof ShowcaseInputSchema>;

export const ShowcaseActiveSchema = z.object({ isActive: z.boolean() });

/** A showcase as the owner's list shows it, with its product's name and main image. */
export const AdminShowcaseSchema = z.object({
  id: z.uuid(),
  lifestyleImageUrl: z.string(),
  productId: z.uuid(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  product: z.object({
    id: z.uuid(),
    name: z.string(),
    imageUrl: z.string(),
    inStock: z.boolean(),
  }),
});
export type AdminShowcase = z.infer<typeof AdminShowcaseSchema>;

/** A product the showcase form offers (in stock only). */
export const ShowcaseProductOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imageUrl: z.string(),
});
export type ShowcaseProductOption = z.infer<typeof ShowcaseProductOptionSchema>;

/** The size chart of product type t-shirt: free text and an optional image. */
export const SizeChartInputSchema = z.object({
  description: safeText('Description', { multiline: true })
    .max(10_000, 'The description must be at most 10000 characters')
    .default('')
    .transform((value) => value.trim()),
  imageUrl: StoredImageUrlSchema.nullish().transform((value) => value ?? null),
});
export type SizeChartInput = z.infer<typeof SizeChartInputSchema>;

export const UploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const ImageBucketSchema = z.enum(['product-images', 'lifestyle-images'], {
  error: 'Unknown image bucket',
});
